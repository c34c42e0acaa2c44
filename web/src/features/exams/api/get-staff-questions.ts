import { useQuery } from '@tanstack/react-query';
import type { AdminQuestion } from '@pariksha/contracts/exams-staff';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** An exam's questions in order, with their keys. */
export const staffQuestionsQueryOptions = (examId: number) =>
  freshGet<AdminQuestion[]>(staffKey('exams', 'questions', examId), examStaffUrl.questions(examId));

export const useStaffQuestions = (examId: number) => useQuery(staffQuestionsQueryOptions(examId));
