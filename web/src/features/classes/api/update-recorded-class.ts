import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Changes a recorded class (`updatedAt`: the version edited). */
export const updateRecordedClass = (id: number, body: object) =>
  sendData(adminUrl.recordedClass(id), 'PUT', body);
