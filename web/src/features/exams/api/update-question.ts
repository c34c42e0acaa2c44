import type { AdminQuestion } from '@pariksha/contracts/exams-staff';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/**
 * Changes a question (`updatedAt`: the version edited). A new key for a question learners have
 * answered is refused with a 409 until sent again with `regrade: true`.
 */
export const updateQuestion = (id: number, body: object) =>
  sendData<AdminQuestion>(examStaffUrl.question(id), 'PUT', body);
