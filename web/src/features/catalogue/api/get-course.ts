import { useQuery } from '@tanstack/react-query';
import type { Course } from '@pariksha/contracts/catalogue';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { freshGet } from '@/lib/query-client';

/** One course with the learner's progress in it; always current. */
export const courseQueryOptions = (id: number) =>
  freshGet<Course>(['catalogue', 'course', id], catalogueUrl.course(id));

export const useCourse = (id: number | null) =>
  useQuery({ ...courseQueryOptions(id ?? 0), enabled: id !== null });
