import { adminUrl } from '@pariksha/contracts/admin-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes an exam category; the server refuses while a course is in it. */
export const deleteCategory = (id: number, confirm: boolean) =>
  sendData(confirmedPath(adminUrl.category(id), confirm), 'DELETE');
