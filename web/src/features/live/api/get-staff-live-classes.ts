import { useQuery } from '@tanstack/react-query';
import { liveStaffUrl } from '@pariksha/contracts/live-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** A live class as the console lists it. */
export type StaffLiveClass = {
  id: number;
  title: string;
  updatedAt: string;
  startsAt: string;
  state: string;
  teacherUserId: string | null;
};

/** A course's live classes, published or not. */
export const staffLiveClassesQueryOptions = (courseId: number) =>
  freshGet<StaffLiveClass[]>(
    staffKey('live', 'course', courseId),
    liveStaffUrl.liveClasses(courseId),
  );

export const useStaffLiveClasses = (courseId: number) =>
  useQuery(staffLiveClassesQueryOptions(courseId));
