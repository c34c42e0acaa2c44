import { useQuery } from '@tanstack/react-query';
import type {
  CourseAccess,
  CourseAccessKind,
  Grant,
  PreviewInput,
} from '@pariksha/contracts/enrolment';
import { enrolmentStaffUrl } from '@pariksha/contracts/enrolment-paths';
import { sendData } from '@/lib/api-client';
import { freshGet, staffKey } from '@/lib/query-client';

/** A course's access (free or restricted) and the items open to all as a preview. */
export const courseAccessQueryOptions = (courseId: number) =>
  freshGet<CourseAccess>(
    staffKey('enrolment', 'access', courseId),
    enrolmentStaffUrl.courseAccess(courseId),
  );
export const useCourseAccess = (courseId: number) => useQuery(courseAccessQueryOptions(courseId));

export const setCourseAccess = (courseId: number, access: CourseAccessKind) =>
  sendData<CourseAccess>(enrolmentStaffUrl.courseAccess(courseId), 'PUT', { access });

export const setPreview = (courseId: number, body: PreviewInput) =>
  sendData<CourseAccess>(enrolmentStaffUrl.coursePreview(courseId), 'PUT', body);

/** The learners the course is granted to, one by one (revoked grants too). */
export const grantsQueryOptions = (courseId: number) =>
  freshGet<Grant[]>(
    staffKey('enrolment', 'grants', courseId),
    enrolmentStaffUrl.courseEnrolments(courseId),
  );
export const useGrants = (courseId: number, enabled: boolean) =>
  useQuery({ ...grantsQueryOptions(courseId), enabled });

export const grantCourse = (courseId: number, email: string, until: string | null) =>
  sendData<Grant>(enrolmentStaffUrl.courseEnrolments(courseId), 'POST', { email, until });

/** Extends or shortens a grant; null: no end. */
export const updateGrant = (id: number, until: string | null) =>
  sendData<Grant>(enrolmentStaffUrl.enrolment(id), 'PUT', { until });

export const revokeGrant = (id: number) => sendData(enrolmentStaffUrl.enrolment(id), 'DELETE');
