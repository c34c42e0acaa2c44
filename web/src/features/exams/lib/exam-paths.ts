import { examUrl, MAX_ANSWER_BATCH } from '@pariksha/contracts/exams-constants';

/*
 * Paths of the exam calls, relative to /api/ as the api client wants them, from the contract's
 * zod-free constants (importing a value from the contract's schemas would bundle zod, about
 * 90 KiB gzip, into the exam screens).
 */

export { MAX_ANSWER_BATCH };

const underApi = (url: string) => url.slice('/api/'.length);

export const examPath = {
  byCourse: (courseId: number | string) => underApi(examUrl.byCourse(courseId)),
  /** Not in the exam contract: the recorded-class list of exams. */
  byRecordedClass: (recordedClassId: number | string) => `exam_recordedclass/${recordedClassId}`,
  exam: (id: number | string) => underApi(examUrl.exam(id)),
  start: (id: number | string) => underApi(examUrl.start(id)),
  paper: (id: number | string, attemptId: string) => underApi(examUrl.paper(id, attemptId)),
  time: (attemptId: string) => underApi(examUrl.time(attemptId)),
  answer: () => underApi(examUrl.answer()),
  end: () => underApi(examUrl.end()),
  completed: () => underApi(examUrl.completed()),
  result: (attemptId: string) => underApi(examUrl.result(attemptId)),
  history: (examId: number | string) => underApi(examUrl.history(examId)),
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
