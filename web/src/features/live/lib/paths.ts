/** Screens of live classes and where they lead. */
export const liveRoute = {
  ofCourse: (courseId: number) => `/liveclass/${courseId}`,
  watch: (id: number) => `/liveVideo/${id}`,
  course: (courseId: number) => `/courses/${courseId}`,
  recording: (recordedClassId: number) => `/recordedclassvideo/${recordedClassId}`,
  exam: (examId: number) => `/instructions/${examId}`,
};

export { parseId } from '@/lib/route-id';
