import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestToken } from '../lib/request-token';

/** The exam categories with their levels, for the profile's choice (GET /api/categoryForWeb). */
export type CategoryChoice = { id: number; name: string; levels: { id: number; name: string }[] };

export async function getCategories(token?: string) {
  return (await api<{ data: CategoryChoice[] }>('categoryForWeb', { token: requestToken(token) }))
    .data;
}

export const categoriesQueryOptions = (token: string | null | undefined) =>
  queryOptions({
    queryKey: ['accounts', 'categories'],
    queryFn: () => getCategories(token ?? undefined),
    enabled: !!token,
  });

export const useCategories = (token: string | null | undefined) =>
  useQuery(categoriesQueryOptions(token));
