import { materialStaffUrl } from '@pariksha/contracts/material-paths';
import { sendData } from '@/lib/api-client';

/** Changes a document (`updatedAt`: the version edited). */
export const updateMaterial = (id: number, body: object) =>
  sendData(materialStaffUrl.material(id), 'PUT', body);
