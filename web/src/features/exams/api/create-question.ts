import type { AdminQuestion } from '@pariksha/contracts/exams-staff';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/** Adds a question to an exam nobody has taken yet. */
export const createQuestion = (examId: number, body: object) =>
  sendData<AdminQuestion>(examStaffUrl.questions(examId), 'POST', body);
