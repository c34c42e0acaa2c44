import { useQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '@pariksha/contracts/affairs';
import { affairsUrl } from '@pariksha/contracts/affairs-paths';
import { freshGet } from '@/lib/query-client';

/** The newest current-affairs articles for the learner's exam, in their language first. */
export const useLatestAffairs = (language: string) =>
  useQuery(
    freshGet<ArticleSummary[]>(
      ['catalogue', 'latest-affairs', language],
      affairsUrl.latest(language),
    ),
  );
