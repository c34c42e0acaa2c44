import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes a level; the server refuses while a course is in it. */
export const deleteLevel = (id: number, confirm: boolean) =>
  sendData(confirmedPath(catalogueStaffUrl.level(id), confirm), 'DELETE');
