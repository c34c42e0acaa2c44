import { QueryClient, queryOptions, type QueryKey } from '@tanstack/react-query';
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
