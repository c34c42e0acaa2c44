import { fill, withQuery, type Id } from './paths';

/*
 * Where I stand and the weekly leaderboard (decision 027), free of zod so the progress screen
 * imports them without the schema library. `progress.ts` re-exports everything.
 */

/** A topic's figures over fewer answers than this are marked as too few to judge by. */
export { WEAK_TOPIC_MIN_ANSWERS as STANDING_MIN_ANSWERS } from './practice-paths';
/** The trend shows this many of the learner's latest tests. */
export const TREND_TESTS = 20;
/** Time per question is compared on this many of the learner's latest tests. */
export const TIME_TESTS = 5;
/** The share of a test's ranked takers whose time is compared: its best tenth. */
export const TOP_SHARE = 0.1;
/** Places listed on a weekly leaderboard. */
export const LEADERBOARD_PLACES = 20;
/** A week starts on Monday at 00:00 in this time zone (India time). */
export const LEADERBOARD_TIME_ZONE = 'Asia/Kolkata';

export const ProgressPaths = {
  /** Where I stand: accuracy by topic, the trend of test scores, time per question, weak topics. */
  standing: '/api/progress/standing',
  /** GET ?week=YYYY-MM-DD (a day of the week; default this week): the level's weekly leaderboard. */
  leaderboard: '/api/progress/levels/:levelId/leaderboard',
} as const;

export const progressUrl = {
  standing: () => ProgressPaths.standing,
  leaderboard: (levelId: Id, week?: string) =>
    withQuery(fill(ProgressPaths.leaderboard, { levelId }), { week }),
};
