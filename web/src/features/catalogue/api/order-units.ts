import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { sendData } from '@/lib/api-client';

/** Puts a course's units in a new order: every id once. */
export const orderUnits = (courseId: number, ids: number[]) =>
  sendData(catalogueStaffUrl.unitsOrder(courseId), 'PUT', { ids });
