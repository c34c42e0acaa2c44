import { useQuery } from '@tanstack/react-query';
import type { AdminCourse } from '@pariksha/contracts/catalogue';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** One course as staff edit it, with what depends on it. */
export const staffCourseQueryOptions = (id: number) =>
  freshGet<AdminCourse>(staffKey('catalogue', 'course', id), catalogueStaffUrl.course(id));

/** `id` null (a malformed address): nothing is asked. */
export const useStaffCourse = (id: number | null) =>
  useQuery({ ...staffCourseQueryOptions(id ?? 0), enabled: id !== null });
