import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Adds a document to a course. */
export const createMaterial = (courseId: number, body: object) =>
  sendData(adminUrl.materials(courseId), 'POST', body);
