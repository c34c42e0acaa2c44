import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExamResult } from '@pariksha/contracts/exams';
import { freshGet } from '@/lib/query-client';
import { examPath } from '../lib/exam-paths';

/** The result of a finished attempt: score, rank, sections, distribution and review. */
export const examResultQueryOptions = (attemptId: string) =>
  freshGet<z.ZodType<ExamResult>>(['exams', 'result', attemptId], examPath.result(attemptId));

export const useExamResult = (attemptId: string) => useQuery(examResultQueryOptions(attemptId));
