import type { AdminExam } from '@pariksha/contracts/admin-exams';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/**
 * Changes an exam's settings and sections (`updatedAt`: the version edited). A change to what
 * learners' scores depend on is refused with a 409 until sent again with `regrade: true`.
 */
export const updateExam = (id: number, body: object) =>
  sendData<AdminExam>(adminUrl.exam(id), 'PUT', body);
