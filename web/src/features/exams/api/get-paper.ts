import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paper } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { ApiError, getData } from '@/lib/api-client';
import { clockOffsetMs } from '../lib/exam-clock';
import { claimAttempt } from './claim-attempt';

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

/**
 * This tab takes the attempt over, then reads its paper: the answers it shows are the newest the
 * server holds. An attempt that has ended is not claimed; its paper says how it ended.
 */
export async function takePaper(
  examId: string,
  attemptId: string,
  holderId: string,
  signal?: AbortSignal,
): Promise<TimedPaper> {
  await claimAttempt(examId, attemptId, holderId, signal).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.code === 'ATTEMPT_CLOSED')) throw error;
  });
  return getPaper(examId, attemptId, signal);
}

/** Read once per opening of the exam page; the page owns the answers from then on. */
export const paperQueryOptions = (examId: string, attemptId: string, holderId: string) =>
  queryOptions({
    queryKey: ['exams', 'paper', attemptId, holderId],
    queryFn: ({ signal }) => takePaper(examId, attemptId, holderId, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const usePaper = (examId: string, attemptId: string, holderId: string) =>
  useQuery(paperQueryOptions(examId, attemptId, holderId));
