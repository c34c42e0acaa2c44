import { fill, withQuery, type Id } from './paths';

/*
 * The catalogue API's paths, free of zod: the web app imports them (the top bar's search runs on
 * every screen) without bundling the schema library, as `exams-paths.ts` does for exams.
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

export const catalogueUrl = {
  categories: () => CataloguePaths.categories,
  categoryLevel: (categoryId: Id, levelId: Id) =>
    fill(CataloguePaths.categoryLevel, { categoryId, levelId }),
  course: (id: Id) => fill(CataloguePaths.course, { id }),
  syllabus: (courseId: Id) => fill(CataloguePaths.syllabus, { courseId }),
  search: (query: string) => withQuery(CataloguePaths.search, { query }),
  continue: () => CataloguePaths.continue,
};

/**
 * The cover a course shows until staff upload its own image: a picture the web app serves, stored
 * as the course's image when a course is created or saved without one.
 */
export const DEFAULT_COURSE_IMAGE = '/course-cover.svg';

/** The console's paths (staff): categories, levels, courses and their syllabus units. */
export const CatalogueStaffPaths = {
  categories: '/api/admin/categories',
  category: '/api/admin/categories/:id',
  levels: '/api/admin/levels',
  level: '/api/admin/levels/:id',
  courses: '/api/admin/courses',
  course: '/api/admin/courses/:id',
  units: '/api/admin/courses/:id/units',
  unit: '/api/admin/units/:id',
  /** PUT {ids}: the new order of a list, each id once. */
  categoriesOrder: '/api/admin/categories/order',
  levelsOrder: '/api/admin/levels/order',
  unitsOrder: '/api/admin/courses/:id/units/order',
} as const;

export const catalogueStaffUrl = {
  categories: () => CatalogueStaffPaths.categories,
  category: (id: Id) => fill(CatalogueStaffPaths.category, { id }),
  levels: () => CatalogueStaffPaths.levels,
  level: (id: Id) => fill(CatalogueStaffPaths.level, { id }),
  /** Every course, or those whose name holds `q`, of a category, of a level. */
  courses: (query: { q?: string; categoryId?: Id; levelId?: Id } = {}) =>
    withQuery(CatalogueStaffPaths.courses, query),
  course: (id: Id) => fill(CatalogueStaffPaths.course, { id }),
  units: (courseId: Id) => fill(CatalogueStaffPaths.units, { id: courseId }),
  unit: (id: Id) => fill(CatalogueStaffPaths.unit, { id }),
  categoriesOrder: () => CatalogueStaffPaths.categoriesOrder,
  levelsOrder: () => CatalogueStaffPaths.levelsOrder,
  unitsOrder: (courseId: Id) => fill(CatalogueStaffPaths.unitsOrder, { id: courseId }),
};
