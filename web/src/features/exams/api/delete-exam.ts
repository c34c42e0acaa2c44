import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes an exam; one learners have taken goes only when `confirm`. */
export const deleteExam = (id: number, confirm: boolean) =>
  sendData(confirmedPath(examStaffUrl.exam(id), confirm), 'DELETE');
