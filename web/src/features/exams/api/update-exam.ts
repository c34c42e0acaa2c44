import type { AdminExam } from '@pariksha/contracts/exams-staff';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/**
 * Changes an exam's settings and sections (`updatedAt`: the version edited). A change to what
 * learners' scores depend on is refused with a 409 until sent again with `regrade: true`.
 */
export const updateExam = (id: number, body: object) =>
  sendData<AdminExam>(examStaffUrl.exam(id), 'PUT', body);
