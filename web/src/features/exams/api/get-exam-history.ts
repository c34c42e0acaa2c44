import { useQuery } from '@tanstack/react-query';
import type { ExamHistory } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { freshGet } from '@/lib/query-client';

/** The learner's attempts of one exam, newest first. */
export const examHistoryQueryOptions = (examId: string) =>
  freshGet<ExamHistory>(['exams', 'history', examId], examUrl.history(examId));

export const useExamHistory = (examId: string) => useQuery(examHistoryQueryOptions(examId));
