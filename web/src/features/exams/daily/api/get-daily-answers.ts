import { useQuery } from '@tanstack/react-query';
import type { DailyAnswers } from '@pariksha/contracts/daily';
import { dailyUrl } from '@pariksha/contracts/daily-paths';
import { freshGet } from '@/lib/query-client';

/** A closed day's questions with their keys. */
export const dailyAnswersQueryOptions = (examId: number) =>
  freshGet<DailyAnswers>(['daily', 'answers', examId], dailyUrl.answers(examId));

export const useDailyAnswers = (examId: number) => useQuery(dailyAnswersQueryOptions(examId));
