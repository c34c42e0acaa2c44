import { MAX_ANSWER_BATCH } from '@pariksha/contracts/exams-paths';

export { MAX_ANSWER_BATCH };

/** Screens of the feature, so links are written once. */
export const examRoute = {
  course: (courseId: number | string) => `/courses/${courseId}`,
  mockTests: (courseId: number | string) => `/mocktest/${courseId}`,
  completedTests: (courseId: number | string) => `/mocktest/${courseId}?tab=completed`,
  instructions: (examId: number | string) => `/instructions/${examId}`,
  exam: (examId: number | string, attemptId: string) => `/exampage/${examId}/${attemptId}`,
  end: (examId: number | string, attemptId: string) => `/examend/${examId}/${attemptId}`,
  result: (examId: number | string, attemptId: string) => `/examresult/${examId}/${attemptId}`,
  history: (examId: number | string) => `/examhistory/${examId}`,
  completedResult: (attemptId: string) => `/completedTestResult/${attemptId}`,
};
