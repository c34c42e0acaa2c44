import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartedAttempt } from '@pariksha/contracts/exams';
import type { NewPracticeSetBody } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { sendData } from '@/lib/api-client';

/**
 * Draws a new set and starts its attempt: the answer is where to take it. Shared by the practice
 * screen and "practise now" on where I stand.
 */
export const startPracticeSet = (body: NewPracticeSetBody) =>
  sendData<StartedAttempt>(practiceUrl.sets(), 'POST', body);

export function useStartPracticeSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startPracticeSet,
    onSuccess: () => client.invalidateQueries({ queryKey: ['practice'] }),
  });
}
