/** The screens this feature links to: a set is taken and its result read on the exam screens. */
export const practiceRoute = {
  practice: () => '/practice',
  exam: (examId: number, attemptId: string) => `/exampage/${examId}/${attemptId}`,
  result: (examId: number, attemptId: string) => `/examresult/${examId}/${attemptId}`,
};
