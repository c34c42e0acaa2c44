import { classStaffUrl } from '@pariksha/contracts/classes-paths';
import { sendData } from '@/lib/api-client';

/** Changes a recorded class (`updatedAt`: the version edited). */
export const updateRecordedClass = (id: number, body: object) =>
  sendData(classStaffUrl.recordedClass(id), 'PUT', body);
