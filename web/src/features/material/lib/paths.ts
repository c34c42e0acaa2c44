/** Screens of study material. */
export const materialRoute = {
  ofCourse: (courseId: number) => `/material/${courseId}`,
  read: (id: number) => `/pdf?material=${id}`,
  course: (courseId: number) => `/courses/${courseId}`,
};

export { parseId } from '@/lib/route-id';
