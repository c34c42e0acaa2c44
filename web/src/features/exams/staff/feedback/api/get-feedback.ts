import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedbackKind, FeedbackPage, FeedbackStatus } from '@pariksha/contracts/feedback';
import { feedbackStaffUrl } from '@pariksha/contracts/feedback-paths';
import { api } from '@/lib/api-client';
import { staffKey } from '@/lib/query-client';

/** Which doubts and reports to list: of a status, of a kind (absent: any). */
export type FeedbackFilter = { status?: FeedbackStatus; kind?: FeedbackKind };

/** Questions with the feedback the filter picks, most first, a page at a time (`meta.next`). */
export const feedbackQueryOptions = (filter: FeedbackFilter) =>
  infiniteQueryOptions({
    queryKey: staffKey('feedback', filter),
    queryFn: ({ pageParam, signal }) =>
      api<FeedbackPage>(feedbackStaffUrl.feedback({ ...filter, page: pageParam }), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.meta.next ?? undefined,
    staleTime: 0,
    gcTime: 0,
  });

/** The list keeps showing the last answer while another filter's is being asked. */
export const useFeedback = (filter: FeedbackFilter) =>
  useInfiniteQuery({ ...feedbackQueryOptions(filter), placeholderData: keepPreviousData });
