import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SyllabusUnit } from '@pariksha/contracts/catalogue';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { getData } from '@/lib/api-client';

/** The syllabus units of a course, in teaching order. */
export const getSyllabus = (courseId: number, signal?: AbortSignal) =>
  getData<SyllabusUnit[]>(catalogueUrl.syllabus(courseId), { signal });

export const syllabusQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'syllabus', courseId],
    queryFn: ({ signal }) => getSyllabus(courseId, signal),
  });

export const useSyllabus = (courseId: number | null) =>
  useQuery({ ...syllabusQueryOptions(courseId ?? 0), enabled: courseId !== null });
