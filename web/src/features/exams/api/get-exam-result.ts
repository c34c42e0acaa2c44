import { useQuery } from '@tanstack/react-query';
import type { ExamResult } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { freshGet } from '@/lib/query-client';

/** The result of a finished attempt: score, rank, sections, distribution and review. */
export const examResultQueryOptions = (attemptId: string) =>
  freshGet<ExamResult>(['exams', 'result', attemptId], examUrl.result(attemptId));

export const useExamResult = (attemptId: string) => useQuery(examResultQueryOptions(attemptId));
