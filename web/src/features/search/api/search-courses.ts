import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CourseSearchHit } from '@pariksha/contracts/catalogue';
import { apiData } from '@/lib/api-client';

/** Courses matching the typed text (GET /api/courses/search?query=), best first. */
export const searchCourses = (text: string, signal?: AbortSignal) =>
  apiData<z.ZodType<CourseSearchHit[]>>(
    `courses/search?query=${encodeURIComponent(text)}`,
    undefined,
    signal,
  );

// The text is the key: an answer for older text can never show as the answer for newer text.
export const courseSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['search', 'courses', text],
    queryFn: ({ signal }) => searchCourses(text, signal),
    staleTime: 30_000,
  });

export const useCourseSearch = (text: string, enabled: boolean) =>
  useQuery({ ...courseSearchQueryOptions(text), enabled });
