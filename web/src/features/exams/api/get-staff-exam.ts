import { useQuery } from '@tanstack/react-query';
import type { AdminExam } from '@pariksha/contracts/exams-staff';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** One exam with its settings, sections and counts, as staff edit it. */
export const staffExamQueryOptions = (id: number) =>
  freshGet<AdminExam>(staffKey('exams', 'exam', id), examStaffUrl.exam(id));

/** `id` null (a malformed address): nothing is asked. */
export const useStaffExam = (id: number | null) =>
  useQuery({ ...staffExamQueryOptions(id ?? 0), enabled: id !== null });
