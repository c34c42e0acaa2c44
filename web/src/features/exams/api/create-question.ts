import type { AdminQuestion } from '@pariksha/contracts/admin-exams';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Adds a question to an exam nobody has taken yet. */
export const createQuestion = (examId: number, body: object) =>
  sendData<AdminQuestion>(adminUrl.questions(examId), 'POST', body);
