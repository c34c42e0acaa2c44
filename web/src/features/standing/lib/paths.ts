/** Screens where I stand links to, so links are written once. */
export const standingRoute = {
  exam: (examId: number, attemptId: string) => `/exampage/${examId}/${attemptId}`,
  practice: () => '/practice',
  leaderboardName: () => '/profile#leaderboard',
};
