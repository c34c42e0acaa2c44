import { QueryClient, queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiData } from './api-client';
import type { z } from 'zod';

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
export function freshGet<S extends z.ZodType>(queryKey: QueryKey, path: string, schema?: S) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiData(path, schema, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
