import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paper } from '@pariksha/contracts/exams';
import { api } from '@/lib/api-client';
import { clockOffsetMs } from '../lib/exam-clock';
import { examPath } from '../lib/exam-paths';

export type TimedPaper = Paper & { clockOffsetMs: number };

/** The paper and the answers saved so far; also measures the client's clock offset. */
export async function getPaper(
  examId: string,
  attemptId: string,
  signal?: AbortSignal,
): Promise<TimedPaper> {
  const sentAt = Date.now();
  const res = await api<{ data: Paper }>(examPath.paper(examId, attemptId), { signal });
  return { ...res.data, clockOffsetMs: clockOffsetMs(res.data.serverNow, sentAt, Date.now()) };
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
