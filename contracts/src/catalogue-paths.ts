/*
 * The catalogue API's paths, free of zod: the web app imports them (the top bar's search runs on
 * every screen) without bundling the schema library, as `exams-constants.ts` does for exams.
 */

export const CataloguePaths = {
  categories: '/api/categoryForWeb',
  categoryLevel: '/api/category/level/:categoryId/:levelId',
  course: '/api/course/:id',
  syllabus: '/api/syllabus/:courseId',
  search: '/api/courses/search',
  /** Courses the learner has started (home page "continue learning"). */
  continue: '/api/courses/continue',
} as const;

/** Ids arrive as numbers from responses and as strings from route parameters. */
type Id = number | string;

export const catalogueUrl = {
  categories: () => CataloguePaths.categories,
  categoryLevel: (categoryId: Id, levelId: Id) => `/api/category/level/${categoryId}/${levelId}`,
  course: (id: Id) => `/api/course/${id}`,
  syllabus: (courseId: Id) => `/api/syllabus/${courseId}`,
  search: (query: string) => `/api/courses/search?query=${encodeURIComponent(query)}`,
  continue: () => CataloguePaths.continue,
};
