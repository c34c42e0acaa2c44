import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { getData } from '@/lib/api-client';
import { currentUser, updateStoredUser } from '@/lib/session';

/** The learner's profile; `token` while onboarding (before the session is stored). */
export const getUserDetails = (opts: { token?: string | null; signal?: AbortSignal } = {}) =>
  getData<UserDetails>(AccountPaths.userDetails, opts);

// The token is part of the key: another sign-in in the same tab never sees the last one's data.
export const userDetailsQueryOptions = (token: string | null | undefined) =>
  queryOptions({
    queryKey: ['userdetails', token ?? ''],
    queryFn: async ({ signal }) => {
      const details = await getUserDetails({ token, signal });
      // A role granted or taken since sign-in shows from the next read of the profile on.
      const stored = currentUser();
      if (stored?.id === details.id && stored.role !== details.role)
        updateStoredUser({ role: details.role });
      return details;
    },
    enabled: !!token,
    staleTime: 0,
  });

export const useUserDetails = (token: string | null | undefined) =>
  useQuery(userDetailsQueryOptions(token));
