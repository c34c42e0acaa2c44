import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckedAnswer } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { getData } from '@/lib/api-client';

/**
 * The questions of a learn-mode set checked so far (a reload, another device), with their keys.
 * Read once per opening of the exam page; the page adds its own checks from then on.
 */
export const checkedAnswersQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: ['exams', 'checks', attemptId],
    queryFn: ({ signal }) => getData<CheckedAnswer[]>(practiceUrl.checks(attemptId), { signal }),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useCheckedAnswers = (attemptId: string, enabled: boolean) =>
  useQuery({ ...checkedAnswersQueryOptions(attemptId), enabled });
