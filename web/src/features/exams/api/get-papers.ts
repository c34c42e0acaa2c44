import { useQuery } from '@tanstack/react-query';
import type { ExamListItem } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { freshGet } from '@/lib/query-client';

/** The library of previous-year papers, newest year first, with the learner's standing in each. */
export const papersQueryOptions = () =>
  freshGet<ExamListItem[]>(['exams', 'papers'], examUrl.papers());

export const usePapers = () => useQuery(papersQueryOptions());
