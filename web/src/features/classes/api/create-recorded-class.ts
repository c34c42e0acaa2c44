import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Adds a recorded class to a unit. */
export const createRecordedClass = (unitId: number, body: object) =>
  sendData(adminUrl.recordedClasses(unitId), 'POST', body);
