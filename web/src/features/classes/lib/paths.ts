/** Screens of recorded classes, and the ids in their URLs. */
export const classRoute = {
  ofCourse: (courseId: number) => `/recordedclass/${courseId}`,
  ofUnit: (courseId: number, syllabusId: number) => `/recordedclass/${courseId}/${syllabusId}`,
  play: (syllabusId: number, id: number) => `/courseclassvideo/${syllabusId}/${id}`,
  course: (courseId: number) => `/courses/${courseId}`,
  exams: (id: number) => `/examrecordedclass/${id}`,
};

/** A positive whole id from a route parameter, else null. */
export function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}
