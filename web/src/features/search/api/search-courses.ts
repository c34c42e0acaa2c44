import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseSearchHit } from '@pariksha/contracts/catalogue';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { getData } from '@/lib/api-client';

/** Courses matching the typed text, best first. */
export const searchCourses = (text: string, signal?: AbortSignal) =>
  getData<CourseSearchHit[]>(catalogueUrl.search(text), { signal });

// The text is the key: an answer for older text can never show as the answer for newer text.
export const courseSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['search', 'courses', text],
    queryFn: ({ signal }) => searchCourses(text, signal),
    staleTime: 30_000,
  });

export const useCourseSearch = (text: string, enabled: boolean) =>
  useQuery({ ...courseSearchQueryOptions(text), enabled });
