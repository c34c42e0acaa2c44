import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes a syllabus unit; one with classes or documents goes only when `confirm`. */
export const deleteUnit = (id: number, confirm: boolean) =>
  sendData(confirmedPath(catalogueStaffUrl.unit(id), confirm), 'DELETE');
