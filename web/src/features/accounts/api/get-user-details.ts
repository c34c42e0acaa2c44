import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@pariksha/contracts/accounts';
import { api } from '@/lib/api-client';
import { accountPath } from '../lib/paths';
import { requestToken } from '../lib/request-token';

/** The learner's profile; `token` while onboarding (before the session is stored). */
export async function getUserDetails(token?: string) {
  return (await api<{ data: UserDetails }>(accountPath.userDetails, { token: requestToken(token) }))
    .data;
}

// The token is part of the key: another sign-in in the same tab never sees the last one's data.
export const userDetailsQueryOptions = (token: string | null | undefined) =>
  queryOptions({
    queryKey: ['accounts', 'userdetails', token ?? ''],
    queryFn: () => getUserDetails(token ?? undefined),
    enabled: !!token,
    staleTime: 0,
  });

export const useUserDetails = (token: string | null | undefined) =>
  useQuery(userDetailsQueryOptions(token));
