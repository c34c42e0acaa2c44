import { useQuery } from '@tanstack/react-query';
import type { AdminUnit } from '@pariksha/contracts/catalogue';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** A course's syllabus units in order, with their counts. */
export const staffUnitsQueryOptions = (courseId: number) =>
  freshGet<AdminUnit[]>(
    staffKey('catalogue', 'units', courseId),
    catalogueStaffUrl.units(courseId),
  );

export const useStaffUnits = (courseId: number) => useQuery(staffUnitsQueryOptions(courseId));
