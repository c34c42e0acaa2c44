import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@pariksha/contracts/accounts';
import { api } from '@/lib/api-client';
import { cataloguePath } from '../lib/paths';

export type LearnerTarget = Pick<UserDetails, 'targetCategoryId' | 'targetLevelId'>;

/** The exam category and level the learner prepares for, from the profile (GET /api/userdetails). */
export async function getLearnerTarget(signal?: AbortSignal): Promise<LearnerTarget> {
  const { data } = await api<{ data: Partial<LearnerTarget> }>(cataloguePath.userDetails(), {
    signal,
  });
  return {
    targetCategoryId: data?.targetCategoryId ?? null,
    targetLevelId: data?.targetLevelId ?? null,
  };
}

export const learnerTargetQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'learner-target'],
    queryFn: ({ signal }) => getLearnerTarget(signal),
    staleTime: 0,
  });

export const useLearnerTarget = () => useQuery(learnerTargetQueryOptions());
