import { useQuery } from '@tanstack/react-query';
import type { DailyToday } from '@pariksha/contracts/daily';
import { dailyUrl } from '@pariksha/contracts/daily-paths';
import { freshGet } from '@/lib/query-client';

/** Today's quiz of the learner's level and their streak; current on every visit. */
export const dailyTodayQueryOptions = () =>
  freshGet<DailyToday>(['daily', 'today'], dailyUrl.today());

export const useDailyToday = () => useQuery(dailyTodayQueryOptions());
