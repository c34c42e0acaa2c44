import type { AdminExam } from '@pariksha/contracts/admin-exams';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Adds a mock test to a course, with its first section. */
export const createExam = (courseId: number, body: object) =>
  sendData<AdminExam>(adminUrl.exams(courseId), 'POST', body);
