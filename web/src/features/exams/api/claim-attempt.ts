import type { ClaimedAttempt } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { api } from '@/lib/api-client';

/** This tab takes the attempt over: saves and the end of any other holder are refused from now on. */
export async function claimAttempt(
  examId: string,
  attemptId: string,
  holderId: string,
  signal?: AbortSignal,
): Promise<ClaimedAttempt> {
  const res = await api<{ data: ClaimedAttempt }>(examUrl.holder(examId, attemptId), {
    method: 'PUT',
    body: { holderId },
    signal,
  });
  return res.data;
}
