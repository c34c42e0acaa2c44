import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@pariksha/contracts/progress';
import { progressUrl } from '@pariksha/contracts/progress-paths';
import { freshGet } from '@/lib/query-client';

/** A level's weekly leaderboard; `week` is a day of the week wanted (absent: this week). */
export const leaderboardQueryOptions = (levelId: number, week?: string) =>
  freshGet<Leaderboard>(
    ['progress', 'leaderboard', levelId, week ?? 'now'],
    progressUrl.leaderboard(levelId, week),
  );

export const useLeaderboard = (levelId: number, week?: string) =>
  useQuery({ ...leaderboardQueryOptions(levelId, week), placeholderData: keepPreviousData });
