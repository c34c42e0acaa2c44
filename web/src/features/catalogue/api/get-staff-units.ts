import { useQuery } from '@tanstack/react-query';
import type { AdminUnit } from '@pariksha/contracts/admin';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** A course's syllabus units in order, with their counts. */
export const staffUnitsQueryOptions = (courseId: number) =>
  freshGet<AdminUnit[]>(staffKey('catalogue', 'units', courseId), adminUrl.units(courseId));

export const useStaffUnits = (courseId: number) => useQuery(staffUnitsQueryOptions(courseId));
