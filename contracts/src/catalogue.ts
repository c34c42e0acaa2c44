import { z } from 'zod';
import { dataOf, IdSchema as Id } from './common';
import { IdInUrlSchema, noControlCharacters } from './fields';

/*
 * Catalogue: categories (Kerala PSC, UPSC, SSC …), levels (10th, +2, degree), courses, their
 * syllabus, the learner's progress per course, and the top-bar course search.
 * Course fields keep the specification's spellings `course_name` and `course_image`.
 */

/** Longest search text the API accepts; longer input is refused with 400. */
export const SEARCH_QUERY_MAX = 2000;
/** Only this many leading characters of the search text are used for matching. */
export const SEARCH_QUERY_USED = 100;
/** Most hits one search answers with, best first. */
export const SEARCH_LIMIT = 10;

export { CataloguePaths, catalogueUrl } from './catalogue-paths';

// ---- params ----
export const CategoryLevelParamSchema = z.object({
  categoryId: IdInUrlSchema,
  levelId: IdInUrlSchema,
});
export const SyllabusParamSchema = z.object({ courseId: IdInUrlSchema });
export const SearchQuerySchema = z.object({
  query: z
    .string()
    .max(SEARCH_QUERY_MAX)
    // Pasted text may bring tabs and line breaks: they count as spaces; other controls are refused.
    .overwrite((q) => q.replace(/\s+/g, ' ').trim())
    .check(noControlCharacters('Search with letters, not control characters'))
    .optional(),
});

// ---- categories and levels ----
/** Category and level names in Malayalam, where they have one; the interface shows them there. */
const NameMl = z.string().nullable();

export const LevelSchema = z.object({
  id: Id,
  name: z.string(),
  nameMl: NameMl,
  slug: z.string(),
  courseCount: z.number().int().nonnegative(),
});
export type Level = z.infer<typeof LevelSchema>;

export const CategorySchema = z.object({
  id: Id,
  name: z.string(),
  nameMl: NameMl,
  slug: z.string(),
  description: z.string(),
  descriptionMl: z.string().nullable(),
  /** Only the levels that have at least one course in this category, in level order. */
  levels: z.array(LevelSchema),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoriesResponseSchema = dataOf(z.array(CategorySchema));

// ---- progress ----
/** The learner's progress in one course; every figure is 0 while the learner has none. */
export const CourseProgressSchema = z.object({
  classesWatched: z.number().int().nonnegative(),
  classesTotal: z.number().int().nonnegative(),
  testsTaken: z.number().int().nonnegative(),
  testsTotal: z.number().int().nonnegative(),
  /** Mean score of the learner's finished tests in this course, in percent (0–100). */
  averageScore: z.number().min(0).max(100),
  /** Share of the course's classes and tests done, in percent (0–100). */
  percent: z.number().int().min(0).max(100),
});
export type CourseProgress = z.infer<typeof CourseProgressSchema>;

// ---- courses ----
export const CourseSummarySchema = z.object({
  id: Id,
  slug: z.string(),
  course_name: z.string(),
  course_image: z.string(),
  description: z.string(),
  /** The description in Malayalam, where the course has one. */
  descriptionMl: z.string().nullable(),
  language: z.string(),
  categoryId: Id,
  levelId: Id,
  /** Demo content shipped with the app, shown with a "Demo" badge. */
  isDemo: z.boolean(),
  progress: CourseProgressSchema,
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

export const CategoryLevelResponseSchema = dataOf(
  z.object({
    category: z.object({ id: Id, name: z.string(), nameMl: NameMl, slug: z.string() }),
    level: z.object({ id: Id, name: z.string(), nameMl: NameMl, slug: z.string() }),
    courses: z.array(CourseSummarySchema),
  }),
);
export const CourseListResponseSchema = dataOf(z.array(CourseSummarySchema));

export type CategoryLevelCourses = z.infer<typeof CategoryLevelResponseSchema>['data'];

export const CourseSchema = CourseSummarySchema.extend({
  categoryName: z.string(),
  categoryNameMl: NameMl,
  levelName: z.string(),
  levelNameMl: NameMl,
  /** What the course holds, as short lines. */
  highlights: z.array(z.string()),
  highlightsMl: z.array(z.string()).nullable(),
  syllabusUnitCount: z.number().int().nonnegative(),
});
export type Course = z.infer<typeof CourseSchema>;
export const CourseResponseSchema = dataOf(CourseSchema);

// ---- syllabus ----
export const SyllabusUnitSchema = z.object({
  /** The unit's id, used as `syllabus_id` by recorded classes. */
  id: Id,
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  topics: z.array(z.string()),
  /** The unit in Malayalam where it has been written: all three, or null for all three. */
  titleMl: z.string().nullable(),
  descriptionMl: z.string().nullable(),
  topicsMl: z.array(z.string()).nullable(),
});
export type SyllabusUnit = z.infer<typeof SyllabusUnitSchema>;
export const SyllabusResponseSchema = dataOf(z.array(SyllabusUnitSchema));

// ---- search ----
export const CourseSearchHitSchema = z.object({
  id: Id,
  course_name: z.string(),
  course_image: z.string(),
  /** The course's category and level, shown under its name ("Kerala PSC · 10th Level"). */
  categoryName: z.string(),
  categoryNameMl: NameMl,
  levelName: z.string(),
  levelNameMl: NameMl,
});
export type CourseSearchHit = z.infer<typeof CourseSearchHitSchema>;
export const CourseSearchResponseSchema = dataOf(z.array(CourseSearchHitSchema));
