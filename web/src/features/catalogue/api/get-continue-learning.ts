import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CourseSummary } from '@pariksha/contracts/catalogue';
import { freshGet } from '@/lib/query-client';
import { cataloguePath } from '../lib/paths';

/** Courses the learner has started, furthest along first; always current. */
export const continueLearningQueryOptions = () =>
  freshGet<z.ZodType<CourseSummary[]>>(['catalogue', 'continue'], cataloguePath.continue());

export const useContinueLearning = () => useQuery(continueLearningQueryOptions());
