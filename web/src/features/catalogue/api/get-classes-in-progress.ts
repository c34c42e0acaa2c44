import { useQuery } from '@tanstack/react-query';
import type { ClassInProgress } from '@pariksha/contracts/classes';
import { classUrl } from '@pariksha/contracts/classes-paths';
import { freshGet } from '@/lib/query-client';

/** The learner's recorded classes in progress, most recent first; always current. */
export const classesInProgressQueryOptions = () =>
  freshGet<ClassInProgress[]>(['catalogue', 'classes-in-progress'], classUrl.inProgress());

export const useClassesInProgress = () => useQuery(classesInProgressQueryOptions());
