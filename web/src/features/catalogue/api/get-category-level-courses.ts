import { useQuery } from '@tanstack/react-query';
import type { CategoryLevelCourses } from '@pariksha/contracts/catalogue';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { freshGet } from '@/lib/query-client';

/** Courses of a category and level with the learner's progress; always current. */
export const categoryLevelCoursesQueryOptions = (categoryId: number, levelId: number) =>
  freshGet<CategoryLevelCourses>(
    ['catalogue', 'category-level', categoryId, levelId],
    catalogueUrl.categoryLevel(categoryId, levelId),
  );

export const useCategoryLevelCourses = (categoryId: number, levelId: number, enabled = true) =>
  useQuery({ ...categoryLevelCoursesQueryOptions(categoryId, levelId), enabled });
