import { useQuery } from '@tanstack/react-query';
import type { QuestionFeedback } from '@pariksha/contracts/feedback';
import { feedbackUrl } from '@pariksha/contracts/feedback-paths';
import { freshGet } from '@/lib/query-client';

/** What the learner sent about a question (with staff's replies) and its answered doubts. */
export const questionFeedbackQueryOptions = (questionId: number) =>
  freshGet<QuestionFeedback>(['exams', 'feedback', questionId], feedbackUrl.question(questionId));

/** Read only once the learner opens the question's doubts or reports: a review has many. */
export const useQuestionFeedback = (questionId: number, enabled: boolean) =>
  useQuery({ ...questionFeedbackQueryOptions(questionId), enabled });
