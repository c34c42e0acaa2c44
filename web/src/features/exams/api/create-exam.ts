import type { AdminExam } from '@pariksha/contracts/exams-staff';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/** Adds a mock test to a course, with its first section. */
export const createExam = (courseId: number, body: object) =>
  sendData<AdminExam>(examStaffUrl.exams(courseId), 'POST', body);
