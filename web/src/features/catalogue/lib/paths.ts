/*
 * Paths of the catalogue calls relative to /api/, as the api client wants them, and the screens'
 * routes. The contracts module holds the same paths, but importing a value from it bundles zod;
 * types come from the contracts.
 */
export const cataloguePath = {
  categories: () => 'categoryForWeb',
  categoryLevel: (categoryId: number | string, levelId: number | string) =>
    `category/level/${categoryId}/${levelId}`,
  course: (id: number | string) => `course/${id}`,
  syllabus: (courseId: number | string) => `syllabus/${courseId}`,
  continue: () => 'courses/continue',
  userDetails: () => 'userdetails',
};

export const catalogueRoute = {
  progress: (categoryId: number, levelId: number) => `/progress/${categoryId}/${levelId}`,
  course: (id: number) => `/courses/${id}`,
  syllabus: (id: number) => `/coursesyllabus/${id}`,
  recordedClasses: (id: number) => `/recordedclass/${id}`,
  recordedClassesOfUnit: (id: number, unitId: number) => `/recordedclass/${id}/${unitId}`,
  liveClasses: (id: number) => `/liveclass/${id}`,
  material: (id: number) => `/material/${id}`,
  mockTests: (id: number) => `/mocktest/${id}`,
  affairs: (categoryId: number) => `/affairs/${categoryId}`,
};

/** A route's id segment as a positive integer, or null when it is not one. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
