import { useMutation } from '@tanstack/react-query';
import type { ResultSummary } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { api } from '@/lib/api-client';

/** Ends the attempt; ending it again answers the same summary. */
export async function endExam(attemptId: string, signal?: AbortSignal): Promise<ResultSummary> {
  const res = await api<{ data: ResultSummary }>(examUrl.end(), {
    method: 'POST',
    body: { attemptId },
    signal,
  });
  return res.data;
}

export const useEndExam = () =>
  useMutation({ mutationFn: (attemptId: string) => endExam(attemptId) });
