/** The catalogue's screens, so links are written once. */
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

export { parseId } from '@/lib/route-id';
