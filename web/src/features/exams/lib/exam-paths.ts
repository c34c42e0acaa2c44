import { MAX_ANSWER_BATCH } from '@pariksha/contracts/exams-paths';

export { MAX_ANSWER_BATCH };

/** Where a learner chooses and starts practice sets (decision 026). */
const PRACTICE = '/practice';
/** The day's quiz, its streak and leaderboard (decision 026). */
const DAILY = '/daily';

/**
 * Screens of the feature, so links are written once. An exam without a course (a learner's own
 * practice set) leads back to practice wherever a course's exam leads back to its course.
 */
export const examRoute = {
  course: (courseId: number | string | null) =>
    courseId === null ? PRACTICE : `/courses/${courseId}`,
  mockTests: (courseId: number | string | null) =>
    courseId === null ? PRACTICE : `/mocktest/${courseId}`,
  completedTests: (courseId: number | string | null) =>
    courseId === null ? PRACTICE : `/mocktest/${courseId}?tab=completed`,
  practice: () => PRACTICE,
  /** A previous-year paper's questions, to practise by topic. */
  practisePaper: (examId: number | string) => `${PRACTICE}?paper=${examId}`,
  papers: () => '/papers',
  daily: () => DAILY,
  dailyAnswers: (examId: number | string) => `${DAILY}/${examId}/answers`,
  instructions: (examId: number | string) => `/instructions/${examId}`,
  exam: (examId: number | string, attemptId: string) => `/exampage/${examId}/${attemptId}`,
  end: (examId: number | string, attemptId: string) => `/examend/${examId}/${attemptId}`,
  result: (examId: number | string, attemptId: string) => `/examresult/${examId}/${attemptId}`,
  history: (examId: number | string) => `/examhistory/${examId}`,
  completedResult: (attemptId: string) => `/completedTestResult/${attemptId}`,
};
