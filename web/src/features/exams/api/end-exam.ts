import { useMutation } from '@tanstack/react-query';
import type { ResultSummary } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { api } from '@/lib/api-client';

/**
 * Ends the attempt; ending it again answers the same summary. With the exam page's `holderId`,
 * refused (409 ATTEMPT_TAKEN_OVER) once another tab or device has taken the attempt over.
 */
export async function endExam(
  attemptId: string,
  signal?: AbortSignal,
  holderId?: string,
): Promise<ResultSummary> {
  const res = await api<{ data: ResultSummary }>(examUrl.end(), {
    method: 'POST',
    body: { attemptId, holderId },
    signal,
  });
  return res.data;
}

export const useEndExam = () =>
  useMutation({ mutationFn: (attemptId: string) => endExam(attemptId) });
