import { useQuery } from '@tanstack/react-query';
import type { AffairsMonths } from '@pariksha/contracts/affairs';
import { affairsUrl } from '@pariksha/contracts/affairs-paths';
import { freshGet } from '@/lib/query-client';

/** A category's months that have articles, newest first, and every topic used in it. */
export const affairsMonthsQueryOptions = (categoryId: number) =>
  freshGet<AffairsMonths>(['affairs', 'months', categoryId], affairsUrl.months(categoryId));

export const useMonths = (categoryId: number | null) =>
  useQuery({ ...affairsMonthsQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
