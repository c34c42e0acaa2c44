import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes a course; one learners have started goes only when `confirm`. */
export const deleteCourse = (id: number, confirm: boolean) =>
  sendData(confirmedPath(catalogueStaffUrl.course(id), confirm), 'DELETE');
