/** The screens this feature links to: a set is taken and its result read on the exam screens. */
export const practiceRoute = {
  practice: () => '/practice',
  mistakes: () => '/practice/mistakes',
  bookmarks: (page = 1) => (page > 1 ? `/practice/bookmarks?page=${page}` : '/practice/bookmarks'),
  exam: (examId: number, attemptId: string) => `/exampage/${examId}/${attemptId}`,
  result: (examId: number, attemptId: string) => `/examresult/${examId}/${attemptId}`,
};
