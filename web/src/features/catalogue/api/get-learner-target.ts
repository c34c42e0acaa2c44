import { useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@pariksha/contracts/accounts';
import { userDetailsQueryOptions } from '@/lib/api/get-user-details';
import { useToken } from '@/lib/session';

export type LearnerTarget = Pick<UserDetails, 'targetCategoryId' | 'targetLevelId'>;

const targetOf = (d: UserDetails): LearnerTarget => ({
  targetCategoryId: d.targetCategoryId,
  targetLevelId: d.targetLevelId,
});

/** The exam category and level the learner prepares for, from the profile. */
export function useLearnerTarget() {
  const token = useToken();
  return useQuery({ ...userDetailsQueryOptions(token), select: targetOf });
}
