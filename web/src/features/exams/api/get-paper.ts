import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paper } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { getData } from '@/lib/api-client';
import { clockOffsetMs } from '../lib/exam-clock';

export type TimedPaper = Paper & { clockOffsetMs: number };

/** The paper and the answers saved so far; also measures the client's clock offset. */
export async function getPaper(
  examId: string,
  attemptId: string,
  signal?: AbortSignal,
): Promise<TimedPaper> {
  const sentAt = Date.now();
  const paper = await getData<Paper>(examUrl.paper(examId, attemptId), { signal });
  return { ...paper, clockOffsetMs: clockOffsetMs(paper.serverNow, sentAt, Date.now()) };
}

/** Read once per visit of the exam page; the page owns the answers from then on. */
export const paperQueryOptions = (examId: string, attemptId: string) =>
  queryOptions({
    queryKey: ['exams', 'paper', attemptId],
    queryFn: ({ signal }) => getPaper(examId, attemptId, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const usePaper = (examId: string, attemptId: string) =>
  useQuery(paperQueryOptions(examId, attemptId));
