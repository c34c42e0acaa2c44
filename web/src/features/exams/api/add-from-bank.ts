import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/** Puts questions of the bank at the end of a section of an exam nobody has taken yet. */
export const addFromBank = (examId: number, sectionId: number, questionIds: number[]) =>
  sendData<{ added: number }>(examStaffUrl.fromBank(examId), 'POST', { sectionId, questionIds });
