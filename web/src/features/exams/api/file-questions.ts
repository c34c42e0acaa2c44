import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/** Files questions of the bank under a topic (null: under none). */
export const fileQuestions = (ids: number[], topicId: number | null) =>
  sendData<{ moved: number }>(examStaffUrl.bankTopic(), 'PUT', { ids, topicId });
