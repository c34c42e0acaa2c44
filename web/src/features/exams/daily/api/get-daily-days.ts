import { useQuery } from '@tanstack/react-query';
import type { DailyQuiz } from '@pariksha/contracts/daily';
import { dailyUrl } from '@pariksha/contracts/daily-paths';
import { freshGet } from '@/lib/query-client';

/** The past days' quizzes, newest first. */
export const dailyDaysQueryOptions = () =>
  freshGet<DailyQuiz[]>(['daily', 'days'], dailyUrl.days());

export const useDailyDays = () => useQuery(dailyDaysQueryOptions());
