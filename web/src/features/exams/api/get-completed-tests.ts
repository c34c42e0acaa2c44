import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CompletedTest } from '@pariksha/contracts/exams';
import { freshGet } from '@/lib/query-client';
import { examPath } from '../lib/exam-paths';

/** Every finished attempt of the learner, newest first. */
export const completedTestsQueryOptions = () =>
  freshGet<z.ZodType<CompletedTest[]>>(['exams', 'completed'], examPath.completed());

export const useCompletedTests = (enabled = true) =>
  useQuery({ ...completedTestsQueryOptions(), enabled });
