/*
 * The exam API's constants and paths, free of zod: the exam screens import them without
 * bundling the schema library. `exams.ts` re-exports everything here.
 */

/** Most answers one `v1/examAnswer` call may carry; larger batches are refused with 400. */
export const MAX_ANSWER_BATCH = 200;
/** Saves arriving up to this long after the deadline are still accepted (network grace). */
export const ANSWER_GRACE_SECONDS = 15;

export const ExamPaths = {
  byCourse: '/api/exams/course/:courseId',
  exam: '/api/exams/:id',
  start: '/api/exams/:id/attempts',
  paper: '/api/exams/:id/attempts/:attemptId/paper',
  time: '/api/examTimeCalculation/:attemptId',
  answer: '/api/v1/examAnswer',
  end: '/api/v1/endExam',
  completed: '/api/completeTest',
  result: '/api/completedTestResult/:attemptId',
  history: '/api/examHistoryPage/:examId',
  /** The exams attached to one recorded class. */
  byRecordedClass: '/api/exam_recordedclass/:recordedClassId',
  /** The exams attached to the recorded classes of a course, by class. */
  byRecordedClassCourse: '/api/exam_recordedclass_course/:courseId',
  /** The exams attached to the live classes of a course, by class. */
  byLiveClassCourse: '/api/exam_liveclass_course/:courseId',
} as const;

/** Ids arrive as numbers from responses and as strings from route parameters. */
type Id = number | string;

export const examUrl = {
  byCourse: (courseId: Id) => `/api/exams/course/${courseId}`,
  exam: (id: Id) => `/api/exams/${id}`,
  start: (id: Id) => `/api/exams/${id}/attempts`,
  paper: (id: Id, attemptId: string) => `/api/exams/${id}/attempts/${attemptId}/paper`,
  time: (attemptId: string) => `/api/examTimeCalculation/${attemptId}`,
  answer: () => ExamPaths.answer,
  end: () => ExamPaths.end,
  completed: () => ExamPaths.completed,
  result: (attemptId: string) => `/api/completedTestResult/${attemptId}`,
  history: (examId: Id) => `/api/examHistoryPage/${examId}`,
  byRecordedClass: (recordedClassId: Id) => `/api/exam_recordedclass/${recordedClassId}`,
  byRecordedClassCourse: (courseId: Id) => `/api/exam_recordedclass_course/${courseId}`,
  byLiveClassCourse: (courseId: Id) => `/api/exam_liveclass_course/${courseId}`,
};
