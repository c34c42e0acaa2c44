import type { AdminCourse } from '@pariksha/contracts/admin';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Adds a course. */
export const createCourse = (body: object) =>
  sendData<AdminCourse>(adminUrl.courses(), 'POST', body);
