import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { BankPage } from '@pariksha/contracts/exams-bank';
import { examStaffUrl, type DIFFICULTIES } from '@pariksha/contracts/exams-paths';
import { api } from '@/lib/api-client';
import { staffKey } from '@/lib/query-client';

export type Difficulty = (typeof DIFFICULTIES)[number];
/** Which of the bank's questions to list: a topic (its subtopics' too) or none, words, difficulty. */
export type BankFilter = {
  topicId?: number;
  unfiled?: boolean;
  q?: string;
  difficulty?: Difficulty;
};

const urlOf = (f: BankFilter, before: number | undefined) =>
  examStaffUrl.bankQuestions({
    topicId: f.topicId,
    unfiled: f.unfiled ? 'true' : undefined,
    q: f.q?.trim() || undefined,
    difficulty: f.difficulty,
    before,
  });

/** The bank's questions, newest first, a page at a time (`meta.next`: the next page's cursor). */
export const bankQuestionsQueryOptions = (filter: BankFilter) =>
  infiniteQueryOptions({
    queryKey: staffKey('bank', 'questions', filter),
    queryFn: ({ pageParam, signal }) => api<BankPage>(urlOf(filter, pageParam), { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.meta.next ?? undefined,
    staleTime: 0,
    gcTime: 0,
  });

/** The list keeps showing the last answer while words typed into its filter are being asked. */
export const useBankQuestions = (filter: BankFilter) =>
  useInfiniteQuery({ ...bankQuestionsQueryOptions(filter), placeholderData: keepPreviousData });
