import { materialStaffUrl } from '@pariksha/contracts/material-paths';
import { sendData } from '@/lib/api-client';

/** Adds a document to a course. */
export const createMaterial = (courseId: number, body: object) =>
  sendData(materialStaffUrl.materials(courseId), 'POST', body);
