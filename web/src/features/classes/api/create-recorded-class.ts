import { classStaffUrl } from '@pariksha/contracts/classes-paths';
import { sendData } from '@/lib/api-client';

/** Adds a recorded class to a unit. */
export const createRecordedClass = (unitId: number, body: object) =>
  sendData(classStaffUrl.recordedClasses(unitId), 'POST', body);
