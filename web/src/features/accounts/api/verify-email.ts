import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';

/** Confirms an address with its mailed link's token (read once: a link confirms once). */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: ({ signal }) =>
      api<{ status: boolean }>(`${AccountPaths.verifyEmail}?token=${encodeURIComponent(token)}`, {
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });

export const useVerifyEmail = (token: string) => useQuery(verifyEmailQueryOptions(token));
