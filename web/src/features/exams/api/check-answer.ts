import type { CheckAnswerBody, CheckedAnswer } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { sendData } from '@/lib/api-client';

/**
 * Learn mode: keeps the chosen option as the question's answer for good and answers its key and
 * explanation. Checking a question again answers the check kept the first time.
 */
export const checkAnswer = (attemptId: string, body: CheckAnswerBody) =>
  sendData<CheckedAnswer>(practiceUrl.check(attemptId), 'POST', body);
