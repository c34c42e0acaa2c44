import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Course } from '@pariksha/contracts/catalogue';
import { freshGet } from '@/lib/query-client';
import { cataloguePath } from '../lib/paths';

/** One course with the learner's progress in it; always current. */
export const courseQueryOptions = (id: number) =>
  freshGet<z.ZodType<Course>>(['catalogue', 'course', id], cataloguePath.course(id));

export const useCourse = (id: number | null) =>
  useQuery({ ...courseQueryOptions(id ?? 0), enabled: id !== null });
