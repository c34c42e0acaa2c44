import { useQuery } from '@tanstack/react-query';
import type { ExamStatistics } from '@pariksha/contracts/exams-staff';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** The spread of an exam's ranked scores and each question's figures. */
export const examStatisticsQueryOptions = (examId: number) =>
  freshGet<ExamStatistics>(
    staffKey('exams', 'statistics', examId),
    examStaffUrl.statistics(examId),
  );

export const useExamStatistics = (examId: number) => useQuery(examStatisticsQueryOptions(examId));
