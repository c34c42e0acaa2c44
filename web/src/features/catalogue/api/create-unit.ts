import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Adds a syllabus unit at the end of a course's. */
export const createUnit = (courseId: number, body: object) =>
  sendData(adminUrl.units(courseId), 'POST', body);
