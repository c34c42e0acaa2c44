import { fill, type Id } from './paths';

/*
 * The day's quiz (decision 026): one quiz a day per exam level, the same for every learner of it,
 * taken on the exam screen; free of zod so the screens import it without the schema library.
 * `daily.ts` re-exports everything.
 */

/** Questions in a day's quiz (fewer when the level's bank holds fewer). */
export const DAILY_QUESTIONS = 10;
/** How long one has to answer them, once started. */
export const DAILY_SECONDS = 10 * 60;
/** The quiz opens at this hour, India time, and closes at midnight. */
export const DAILY_OPENS_HOUR = 6;
export const DAILY_TIME_ZONE = 'Asia/Kolkata';
/** At most this many of the ten are the week's current-affairs questions (they come first). */
export const DAILY_CURRENT_AFFAIRS = 3;
/** A current-affairs question is the week's for this many days after it is added to the bank. */
export const CURRENT_AFFAIRS_DAYS = 7;
/** Named places a leaderboard lists (the learner's own place is always given besides). */
export const LEADERBOARD_SIZE = 20;
/** Starts of the day's quiz a learner may send in a minute (a start resumes the one attempt). */
export const DAILY_STARTS_PER_MINUTE = 10;
/** Past days listed. */
export const DAILY_PAST_DAYS = 14;

export const DailyPaths = {
  /** Today's quiz of the learner's level (made by the first request after it opens), and the streak. */
  today: '/api/daily',
  /** POST: start today's quiz (or resume it): the attempt to take on the exam screen. */
  start: '/api/daily/attempts',
  /** The past days' quizzes of the learner's level (and any other the learner took), newest first. */
  days: '/api/daily/days',
  /** One day's ranking: score, then time; the named places and the learner's own. */
  leaderboard: '/api/daily/quizzes/:examId/leaderboard',
  /** A closed day's questions with their keys and explanations. */
  answers: '/api/daily/quizzes/:examId/answers',
} as const;

export const dailyUrl = {
  today: () => DailyPaths.today,
  start: () => DailyPaths.start,
  days: () => DailyPaths.days,
  leaderboard: (examId: Id) => fill(DailyPaths.leaderboard, { examId }),
  answers: (examId: Id) => fill(DailyPaths.answers, { examId }),
};
