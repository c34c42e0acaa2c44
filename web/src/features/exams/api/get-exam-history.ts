import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExamHistory } from '@pariksha/contracts/exams';
import { freshGet } from '@/lib/query-client';
import { examPath } from '../lib/exam-paths';

/** The learner's attempts of one exam, newest first. */
export const examHistoryQueryOptions = (examId: string) =>
  freshGet<z.ZodType<ExamHistory>>(['exams', 'history', examId], examPath.history(examId));

export const useExamHistory = (examId: string) => useQuery(examHistoryQueryOptions(examId));
