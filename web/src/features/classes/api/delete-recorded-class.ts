import { classStaffUrl } from '@pariksha/contracts/classes-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes a recorded class; one learners have watched goes only when `confirm`. */
export const deleteRecordedClass = (id: number, confirm: boolean) =>
  sendData(confirmedPath(classStaffUrl.recordedClass(id), confirm), 'DELETE');
