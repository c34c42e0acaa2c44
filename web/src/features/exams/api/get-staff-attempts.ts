import { useQuery } from '@tanstack/react-query';
import type { StaffAttempt } from '@pariksha/contracts/exams-staff';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** An exam's finished attempts, those of learners whose name or email holds `search`. */
export const staffAttemptsQueryOptions = (examId: number, search: string) =>
  freshGet<StaffAttempt[]>(
    staffKey('exams', 'attempts', examId, search.trim()),
    examStaffUrl.attempts(examId, { q: search.trim() }),
  );

export const useStaffAttempts = (examId: number, search: string) =>
  useQuery(staffAttemptsQueryOptions(examId, search));
