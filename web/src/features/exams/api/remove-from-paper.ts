import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/** Takes a question off an exam nobody has taken yet; it stays in the bank. */
export const removeFromPaper = (examId: number, questionId: number) =>
  sendData(examStaffUrl.paperQuestion(examId, questionId), 'DELETE');
