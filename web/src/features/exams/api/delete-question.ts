import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/** Takes a question out of an exam nobody has taken yet. */
export const deleteQuestion = (id: number) => sendData(examStaffUrl.question(id), 'DELETE');
