import { useQuery } from '@tanstack/react-query';
import type { AffairsVideoSummary } from '@pariksha/contracts/affairs';
import { affairsUrl } from '@pariksha/contracts/affairs-paths';
import { freshGet } from '@/lib/query-client';

/** A category's current-affairs videos, newest first. */
export const affairsVideosQueryOptions = (categoryId: number) =>
  freshGet<{ videos: AffairsVideoSummary[] }>(
    ['affairs', 'videos', categoryId],
    affairsUrl.videos(categoryId),
  );

export const useVideos = (categoryId: number | null) =>
  useQuery({ ...affairsVideosQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
