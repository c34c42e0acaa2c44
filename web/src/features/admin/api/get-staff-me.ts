import { useQuery } from '@tanstack/react-query';
import type { AdminMe } from '@pariksha/contracts/admin';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** The caller's own role, read afresh: the console shows itself only to staff. */
export const staffMeQueryOptions = () => freshGet<AdminMe>(staffKey('me'), adminUrl.me());

export const useStaffMe = () => useQuery(staffMeQueryOptions());
