import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartedAttempt } from '@pariksha/contracts/exams';
import { dailyUrl } from '@pariksha/contracts/daily-paths';
import { sendData } from '@/lib/api-client';

/** Starts (or resumes) today's quiz: the answer is where to take it. */
export const startDailyQuiz = () => sendData<StartedAttempt>(dailyUrl.start(), 'POST');

export function useStartDailyQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startDailyQuiz,
    onSuccess: () => client.invalidateQueries({ queryKey: ['daily'] }),
  });
}
