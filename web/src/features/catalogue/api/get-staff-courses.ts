import { useQuery } from '@tanstack/react-query';
import type { AdminCourse } from '@pariksha/contracts/catalogue';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** Every course, published or not, whose name holds `search` (all when empty). */
export const staffCoursesQueryOptions = (search: string) =>
  freshGet<AdminCourse[]>(
    staffKey('catalogue', 'courses', search),
    catalogueStaffUrl.courses({ q: search }),
  );

export const useStaffCourses = (search: string) => useQuery(staffCoursesQueryOptions(search));
