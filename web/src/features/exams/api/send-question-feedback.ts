import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyFeedback, NewFeedback, QuestionFeedback } from '@pariksha/contracts/feedback';
import { feedbackUrl } from '@pariksha/contracts/feedback-paths';
import { sendData } from '@/lib/api-client';
import { questionFeedbackQueryOptions } from './get-question-feedback';

/** Asks about a question or reports an error in it (once of each kind). */
export const sendQuestionFeedback = (questionId: number, body: NewFeedback) =>
  sendData<MyFeedback>(feedbackUrl.question(questionId), 'POST', body);

export function useSendQuestionFeedback(questionId: number) {
  const client = useQueryClient();
  const { queryKey } = questionFeedbackQueryOptions(questionId);
  return useMutation({
    mutationFn: (body: NewFeedback) => sendQuestionFeedback(questionId, body),
    // What was sent shows at once, with its status; the read again confirms it.
    onSuccess: (sent) => {
      client.setQueryData<QuestionFeedback>(queryKey, (old) =>
        old ? { ...old, mine: [...old.mine.filter((m) => m.kind !== sent.kind), sent] } : old,
      );
      return client.invalidateQueries({ queryKey });
    },
  });
}
