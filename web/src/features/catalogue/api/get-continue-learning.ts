import { useQuery } from '@tanstack/react-query';
import type { CourseSummary } from '@pariksha/contracts/catalogue';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { freshGet } from '@/lib/query-client';

/** Courses the learner has started, furthest along first; always current. */
export const continueLearningQueryOptions = () =>
  freshGet<CourseSummary[]>(['catalogue', 'continue'], catalogueUrl.continue());

export const useContinueLearning = () => useQuery(continueLearningQueryOptions());
