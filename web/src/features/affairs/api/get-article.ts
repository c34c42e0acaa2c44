import { useQuery } from '@tanstack/react-query';
import type { Article } from '@pariksha/contracts/affairs';
import { affairsUrl } from '@pariksha/contracts/affairs-paths';
import { freshGet } from '@/lib/query-client';

/** One article with its body (sanitised HTML). */
export const articleQueryOptions = (id: number) =>
  freshGet<Article>(['affairs', 'article', id], affairsUrl.article(id));

export const useArticle = (id: number | null) =>
  useQuery({ ...articleQueryOptions(id ?? 0), enabled: id !== null });
