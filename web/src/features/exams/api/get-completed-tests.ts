import { useQuery } from '@tanstack/react-query';
import type { CompletedTest } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { freshGet } from '@/lib/query-client';

/** Every finished attempt of the learner, newest first. */
export const completedTestsQueryOptions = () =>
  freshGet<CompletedTest[]>(['exams', 'completed'], examUrl.completed());

export const useCompletedTests = (enabled = true) =>
  useQuery({ ...completedTestsQueryOptions(), enabled });
