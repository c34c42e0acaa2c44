import { useQuery } from '@tanstack/react-query';
import type { PracticeTopics } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { freshGet } from '@/lib/query-client';

/** The topic tree as the learner may practise it, with their own figures; current on every visit. */
export const practiceTopicsQueryOptions = () =>
  freshGet<PracticeTopics>(['practice', 'topics'], practiceUrl.topics());

export const usePracticeTopics = () => useQuery(practiceTopicsQueryOptions());
