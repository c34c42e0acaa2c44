import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/** Deletes a question from the bank and every paper it is on; refused once one has been taken. */
export const deleteQuestion = (id: number) => sendData(examStaffUrl.question(id), 'DELETE');
