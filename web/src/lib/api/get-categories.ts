import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@pariksha/contracts/catalogue';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { getData } from '@/lib/api-client';

type Session = { token?: string | null };

/**
 * The exam categories with the levels that have courses: the home page lists them, the profile
 * offers them as choices. `token` while onboarding (before the session is stored).
 */
export const getCategories = (opts: Session & { signal?: AbortSignal } = {}) =>
  getData<Category[]>(catalogueUrl.categories(), opts);

// Every learner sees the same categories: the key holds no token.
export const categoriesQueryOptions = ({ token }: Session = {}) =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories({ token, signal }),
  });

/** `enabled: false` waits (no session yet). */
export const useCategories = ({ token, enabled = true }: Session & { enabled?: boolean } = {}) =>
  useQuery({ ...categoriesQueryOptions({ token }), enabled });
