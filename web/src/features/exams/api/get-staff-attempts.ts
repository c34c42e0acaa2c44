import { useQuery } from '@tanstack/react-query';
import type { StaffAttempt } from '@pariksha/contracts/admin-exams';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** The query that finds attempts by the learner's name or email (none: every attempt). */
export const attemptsQuery = (search: string) =>
  search.trim() ? `q=${encodeURIComponent(search.trim())}` : '';

/** An exam's finished attempts, those of learners found by `search`. */
export const staffAttemptsQueryOptions = (examId: number, search: string) =>
  freshGet<StaffAttempt[]>(
    staffKey('exams', 'attempts', examId, search.trim()),
    adminUrl.attempts(examId, attemptsQuery(search)),
  );

export const useStaffAttempts = (examId: number, search: string) =>
  useQuery(staffAttemptsQueryOptions(examId, search));
