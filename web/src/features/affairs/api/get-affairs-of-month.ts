import { useQuery } from '@tanstack/react-query';
import type { AffairsOfMonth } from '@pariksha/contracts/affairs';
import { affairsUrl, type AffairsFilter } from '@pariksha/contracts/affairs-paths';
import { freshGet } from '@/lib/query-client';

/** A month's articles, newest first, in one language or all, of one topic or all. */
export const affairsOfMonthQueryOptions = (
  categoryId: number,
  month: string,
  filter: AffairsFilter,
) =>
  freshGet<AffairsOfMonth>(
    ['affairs', 'month', categoryId, month, filter.language, filter.tag],
    affairsUrl.ofMonth(categoryId, month, filter),
  );

export const useMonth = (categoryId: number | null, month: string | null, filter: AffairsFilter) =>
  useQuery({
    ...affairsOfMonthQueryOptions(categoryId ?? 0, month ?? '', filter),
    enabled: categoryId !== null && month !== null,
  });
