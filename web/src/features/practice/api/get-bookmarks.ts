import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Bookmark } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { api } from '@/lib/api-client';
import { BOOKMARKS_KEY } from '@/lib/api/set-bookmark';

export type BookmarksPage = { data: Bookmark[]; meta: { total: number; next: number | null } };

/** A page of my bookmarks, newest first; current on every visit. */
export const bookmarksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...BOOKMARKS_KEY, page],
    queryFn: ({ signal }) => api<BookmarksPage>(practiceUrl.bookmarks(page), { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export const useBookmarks = (page: number) =>
  useQuery({ ...bookmarksQueryOptions(page), placeholderData: keepPreviousData });
