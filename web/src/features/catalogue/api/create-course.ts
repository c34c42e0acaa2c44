import type { AdminCourse } from '@pariksha/contracts/catalogue';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { sendData } from '@/lib/api-client';

/** Adds a course. */
export const createCourse = (body: object) =>
  sendData<AdminCourse>(catalogueStaffUrl.courses(), 'POST', body);
