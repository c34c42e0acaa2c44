import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Exam } from '@pariksha/contracts/exams';
import { freshGet } from '@/lib/query-client';
import { examPath } from '../lib/exam-paths';

/** One exam with its instructions and the learner's standing. */
export const examQueryOptions = (examId: string) =>
  freshGet<z.ZodType<Exam>>(['exams', 'exam', examId], examPath.exam(examId));

export const useExam = (examId: string) => useQuery(examQueryOptions(examId));
