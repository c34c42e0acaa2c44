import type { AdminCourse } from '@pariksha/contracts/admin';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Changes a course (`updatedAt`: the version edited). */
export const updateCourse = (id: number, body: object) =>
  sendData<AdminCourse>(adminUrl.course(id), 'PUT', body);
