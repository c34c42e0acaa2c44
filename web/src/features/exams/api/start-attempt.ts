import { useMutation } from '@tanstack/react-query';
import type { StartedAttempt } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { api } from '@/lib/api-client';

/** Starts an attempt, or resumes the open one (the server decides). */
export async function startAttempt(examId: string): Promise<StartedAttempt> {
  const res = await api<{ data: StartedAttempt }>(examUrl.start(examId), {
    method: 'POST',
    body: {},
  });
  return res.data;
}

export const useStartAttempt = () => useMutation({ mutationFn: startAttempt });
