import { useQuery } from '@tanstack/react-query';
import type { Mistakes } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { freshGet } from '@/lib/query-client';

/** My mistakes by topic, and the questions themselves; current on every visit. */
export const mistakesQueryOptions = () =>
  freshGet<Mistakes>(['practice', 'mistakes'], practiceUrl.mistakes());

export const useMistakes = () => useQuery(mistakesQueryOptions());
