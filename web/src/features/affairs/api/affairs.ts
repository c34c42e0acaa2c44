import { useQuery } from '@tanstack/react-query';
import type {
  AffairsMonths,
  AffairsOfMonth,
  AffairsVideo,
  AffairsVideoSummary,
  Article,
} from '@pariksha/contracts/affairs';
import { affairsUrl, type AffairsFilter } from '@pariksha/contracts/affairs-paths';
import { freshGet } from '@/lib/query-client';

export const useMonths = (categoryId: number | null) =>
  useQuery({
    ...freshGet<AffairsMonths>(
      ['affairs', 'months', categoryId],
      affairsUrl.months(categoryId ?? 0),
    ),
    enabled: categoryId !== null,
  });

export const useMonth = (categoryId: number | null, month: string | null, filter: AffairsFilter) =>
  useQuery({
    ...freshGet<AffairsOfMonth>(
      ['affairs', 'month', categoryId, month, filter.language, filter.tag],
      affairsUrl.ofMonth(categoryId ?? 0, month ?? '', filter),
    ),
    enabled: categoryId !== null && month !== null,
  });

export const useArticle = (id: number | null) =>
  useQuery({
    ...freshGet<Article>(['affairs', 'article', id], affairsUrl.article(id ?? 0)),
    enabled: id !== null,
  });

export const useVideos = (categoryId: number | null) =>
  useQuery({
    ...freshGet<{ videos: AffairsVideoSummary[] }>(
      ['affairs', 'videos', categoryId],
      affairsUrl.videos(categoryId ?? 0),
    ),
    enabled: categoryId !== null,
  });

export const useVideo = (id: number | null) =>
  useQuery({
    ...freshGet<AffairsVideo>(['affairs', 'video', id], affairsUrl.video(id ?? 0)),
    enabled: id !== null,
  });
