import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Category } from '@pariksha/contracts/catalogue';
import { apiData } from '@/lib/api-client';
import { cataloguePath } from '../lib/paths';

/** Categories with the levels that have courses (GET /api/categoryForWeb). */
export const getCategories = (signal?: AbortSignal) =>
  apiData<z.ZodType<Category[]>>(cataloguePath.categories(), undefined, signal);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
