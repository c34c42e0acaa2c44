import { useCallback } from 'react';
import { QueryClient, queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getData } from './api-client';

/** Spec §4: no refetch on focus or reconnect, no retries, fresh 2 min, kept 5 min. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
        staleTime: 120_000,
        gcTime: 300_000,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The shared GET wrapper (spec §4): zero stale time and zero cache time, so it always refetches.
 * Use it for data that must be current on every visit (attempt state, results, progress).
 */
export function freshGet<T>(queryKey: QueryKey, path: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getData<T>(path, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The key of a read in the staff console, under one root: staff edit what they have just read and
 * a list shows counts of others, so a change reads every one of them again (`useRefreshStaff`).
 */
export const staffKey = (...parts: unknown[]): QueryKey => ['staff', ...parts];

export function useRefreshStaff() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['staff'] }), [client]);
}
