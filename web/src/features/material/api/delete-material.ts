import { adminUrl } from '@pariksha/contracts/admin-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes a document; one learners have read goes only when `confirm`. */
export const deleteMaterial = (id: number, confirm: boolean) =>
  sendData(confirmedPath(adminUrl.material(id), confirm), 'DELETE');
