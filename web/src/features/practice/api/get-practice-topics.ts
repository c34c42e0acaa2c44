import { useQuery } from '@tanstack/react-query';
import type { PracticeTopics } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { freshGet } from '@/lib/query-client';

/**
 * The topic tree as the learner may practise it (of one previous-year paper, when named), with
 * their own figures; current on every visit.
 */
export const practiceTopicsQueryOptions = (paperId?: number) =>
  freshGet<PracticeTopics>(['practice', 'topics', paperId ?? 'all'], practiceUrl.topics(paperId));

export const usePracticeTopics = (paperId?: number) =>
  useQuery(practiceTopicsQueryOptions(paperId));
