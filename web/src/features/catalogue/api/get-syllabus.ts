import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SyllabusUnit } from '@pariksha/contracts/catalogue';
import { apiData } from '@/lib/api-client';
import { cataloguePath } from '../lib/paths';

/** The syllabus units of a course, in teaching order. */
export const getSyllabus = (courseId: number, signal?: AbortSignal) =>
  apiData<z.ZodType<SyllabusUnit[]>>(cataloguePath.syllabus(courseId), undefined, signal);

export const syllabusQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'syllabus', courseId],
    queryFn: ({ signal }) => getSyllabus(courseId, signal),
  });

export const useSyllabus = (courseId: number | null) =>
  useQuery({ ...syllabusQueryOptions(courseId ?? 0), enabled: courseId !== null });
