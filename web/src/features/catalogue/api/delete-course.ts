import { adminUrl } from '@pariksha/contracts/admin-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes a course; one learners have started goes only when `confirm`. */
export const deleteCourse = (id: number, confirm: boolean) =>
  sendData(confirmedPath(adminUrl.course(id), confirm), 'DELETE');
