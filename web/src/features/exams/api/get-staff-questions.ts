import { useQuery } from '@tanstack/react-query';
import type { AdminQuestion } from '@pariksha/contracts/admin-exams';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** An exam's questions in order, with their keys. */
export const staffQuestionsQueryOptions = (examId: number) =>
  freshGet<AdminQuestion[]>(staffKey('exams', 'questions', examId), adminUrl.questions(examId));

export const useStaffQuestions = (examId: number) => useQuery(staffQuestionsQueryOptions(examId));
