import { useQuery } from '@tanstack/react-query';
import type { AffairsVideo } from '@pariksha/contracts/affairs';
import { affairsUrl } from '@pariksha/contracts/affairs-paths';
import { freshGet } from '@/lib/query-client';

/** One current-affairs video with its sources and captions. */
export const affairsVideoQueryOptions = (id: number) =>
  freshGet<AffairsVideo>(['affairs', 'video', id], affairsUrl.video(id));

export const useVideo = (id: number | null) =>
  useQuery({ ...affairsVideoQueryOptions(id ?? 0), enabled: id !== null });
