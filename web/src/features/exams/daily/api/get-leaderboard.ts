import { useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@pariksha/contracts/daily';
import { dailyUrl } from '@pariksha/contracts/daily-paths';
import { freshGet } from '@/lib/query-client';

/** One day's leaderboard: the best named places and the learner's own. */
export const leaderboardQueryOptions = (examId: number) =>
  freshGet<Leaderboard>(['daily', 'leaderboard', examId], dailyUrl.leaderboard(examId));

export const useLeaderboard = (examId: number) => useQuery(leaderboardQueryOptions(examId));
