/*
 * Paths of the exam calls, relative to /api/ as the api client wants them. The contracts module
 * holds the same paths, but importing any value from it also bundles zod (about 90 KiB gzip),
 * which the exam screens cannot afford; types come from the contracts, never these strings' shapes.
 */

/** Mirrors MAX_ANSWER_BATCH of the contracts: most answers one save may carry. */
export const MAX_ANSWER_BATCH = 200;

export const examPath = {
  byCourse: (courseId: number | string) => `exams/course/${courseId}`,
  byRecordedClass: (recordedClassId: number | string) => `exam_recordedclass/${recordedClassId}`,
  exam: (id: number | string) => `exams/${id}`,
  start: (id: number | string) => `exams/${id}/attempts`,
  paper: (id: number | string, attemptId: string) => `exams/${id}/attempts/${attemptId}/paper`,
  time: (attemptId: string) => `examTimeCalculation/${attemptId}`,
  answer: () => 'v1/examAnswer',
  end: () => 'v1/endExam',
  completed: () => 'completeTest',
  result: (attemptId: string) => `completedTestResult/${attemptId}`,
  history: (examId: number | string) => `examHistoryPage/${examId}`,
};

/** Screens of the feature, so links are written once. */
export const examRoute = {
  mockTests: (courseId: number | string) => `/mocktest/${courseId}`,
  completedTests: (courseId: number | string) => `/mocktest/${courseId}?tab=completed`,
  instructions: (examId: number | string) => `/instructions/${examId}`,
  exam: (examId: number | string, attemptId: string) => `/exampage/${examId}/${attemptId}`,
  end: (examId: number | string, attemptId: string) => `/examend/${examId}/${attemptId}`,
  result: (examId: number | string, attemptId: string) => `/examresult/${examId}/${attemptId}`,
  history: (examId: number | string) => `/examhistory/${examId}`,
  completedResult: (attemptId: string) => `/completedTestResult/${attemptId}`,
};
