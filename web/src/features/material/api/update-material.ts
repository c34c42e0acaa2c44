import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Changes a document (`updatedAt`: the version edited). */
export const updateMaterial = (id: number, body: object) =>
  sendData(adminUrl.material(id), 'PUT', body);
