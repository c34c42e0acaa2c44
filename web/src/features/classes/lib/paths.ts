/** Screens of recorded classes, and the ids in their URLs. */
export const classRoute = {
  ofCourse: (courseId: number) => `/recordedclass/${courseId}`,
  ofUnit: (courseId: number, syllabusId: number) => `/recordedclass/${courseId}/${syllabusId}`,
  play: (syllabusId: number, id: number) => `/courseclassvideo/${syllabusId}/${id}`,
  course: (courseId: number) => `/courses/${courseId}`,
  exams: (id: number) => `/examrecordedclass/${id}`,
};

export { parseId } from '@/lib/route-id';
