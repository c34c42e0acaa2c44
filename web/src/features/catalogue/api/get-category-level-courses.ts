import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CategoryLevelCourses } from '@pariksha/contracts/catalogue';
import { freshGet } from '@/lib/query-client';
import { cataloguePath } from '../lib/paths';

/** Courses of a category and level with the learner's progress; always current. */
export const categoryLevelCoursesQueryOptions = (categoryId: number, levelId: number) =>
  freshGet<z.ZodType<CategoryLevelCourses>>(
    ['catalogue', 'category-level', categoryId, levelId],
    cataloguePath.categoryLevel(categoryId, levelId),
  );

export const useCategoryLevelCourses = (categoryId: number, levelId: number, enabled = true) =>
  useQuery({ ...categoryLevelCoursesQueryOptions(categoryId, levelId), enabled });
