import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes an exam category; the server refuses while a course is in it. */
export const deleteCategory = (id: number, confirm: boolean) =>
  sendData(confirmedPath(catalogueStaffUrl.category(id), confirm), 'DELETE');
