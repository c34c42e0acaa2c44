import { useQuery } from '@tanstack/react-query';
import type { Topic } from '@pariksha/contracts/exams-bank';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** The question bank's topic tree, flat: a parent before its children. */
export const topicsQueryOptions = () =>
  freshGet<Topic[]>(staffKey('bank', 'topics'), examStaffUrl.topics());

export const useTopics = () => useQuery(topicsQueryOptions());
