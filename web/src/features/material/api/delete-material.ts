import { materialStaffUrl } from '@pariksha/contracts/material-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes a document; one learners have read goes only when `confirm`. */
export const deleteMaterial = (id: number, confirm: boolean) =>
  sendData(confirmedPath(materialStaffUrl.material(id), confirm), 'DELETE');
