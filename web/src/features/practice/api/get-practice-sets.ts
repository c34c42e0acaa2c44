import { useQuery } from '@tanstack/react-query';
import type { PracticeSet } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { freshGet } from '@/lib/query-client';

/** The learner's practice sets, newest first; current on every visit. */
export const practiceSetsQueryOptions = () =>
  freshGet<PracticeSet[]>(['practice', 'sets'], practiceUrl.sets());

export const usePracticeSets = () => useQuery(practiceSetsQueryOptions());
