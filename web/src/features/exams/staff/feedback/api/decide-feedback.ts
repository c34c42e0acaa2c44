import type { FeedbackDecision, FeedbackItem } from '@pariksha/contracts/feedback';
import { feedbackStaffUrl } from '@pariksha/contracts/feedback-paths';
import { sendData } from '@/lib/api-client';

/**
 * Answers a doubt (`answered`: every learner then reads the answer under the explanation), or
 * accepts or rejects a report with a reply only its sender reads; again, it replaces the last.
 */
export const decideFeedback = (id: number, decision: FeedbackDecision) =>
  sendData<FeedbackItem>(feedbackStaffUrl.item(id), 'PUT', decision);
