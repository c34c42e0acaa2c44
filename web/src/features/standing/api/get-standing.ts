import { useQuery } from '@tanstack/react-query';
import type { Standing } from '@pariksha/contracts/progress';
import { progressUrl } from '@pariksha/contracts/progress-paths';
import { freshGet } from '@/lib/query-client';

/** Where I stand: the learner's figures across everything done; current on every visit. */
export const standingQueryOptions = () =>
  freshGet<Standing>(['progress', 'standing'], progressUrl.standing());

export const useStanding = () => useQuery(standingQueryOptions());
