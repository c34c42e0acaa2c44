import { useQuery } from '@tanstack/react-query';
import type { AdminExam } from '@pariksha/contracts/exams-staff';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** A course's mock tests as staff see them, published or not. */
export const staffExamsQueryOptions = (courseId: number) =>
  freshGet<AdminExam[]>(staffKey('exams', 'course', courseId), examStaffUrl.exams(courseId));

export const useStaffExams = (courseId: number) => useQuery(staffExamsQueryOptions(courseId));
