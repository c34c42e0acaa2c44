import type { AdminCourse } from '@pariksha/contracts/catalogue';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { sendData } from '@/lib/api-client';

/** Changes a course (`updatedAt`: the version edited). */
export const updateCourse = (id: number, body: object) =>
  sendData<AdminCourse>(catalogueStaffUrl.course(id), 'PUT', body);
