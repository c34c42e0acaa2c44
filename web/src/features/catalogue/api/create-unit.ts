import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { sendData } from '@/lib/api-client';

/** Adds a syllabus unit at the end of a course's. */
export const createUnit = (courseId: number, body: object) =>
  sendData(catalogueStaffUrl.units(courseId), 'POST', body);
