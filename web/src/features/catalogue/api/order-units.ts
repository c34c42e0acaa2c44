import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Puts a course's units in a new order: every id once. */
export const orderUnits = (courseId: number, ids: number[]) =>
  sendData(adminUrl.unitsOrder(courseId), 'PUT', { ids });
