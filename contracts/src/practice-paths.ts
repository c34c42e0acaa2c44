import { fill, withQuery, type Id } from './paths';

/*
 * Practice (decision 026): a learner's own sets of bank questions by topic, free of zod so the
 * practice screens import them without the schema library. `practice.ts` re-exports everything.
 */

/** Most questions one practice set may hold; the screen offers 5, 10, 20 and 50. */
export const PRACTICE_MAX_QUESTIONS = 50;
export const PRACTICE_COUNTS = [5, 10, 20, 50] as const;
/** Most topics one set may be drawn from. */
export const PRACTICE_MAX_TOPICS = 50;
/** A topic counts among "my weak topics" once the learner has answered this many of its questions. */
export const WEAK_TOPIC_MIN_ANSWERS = 10;
/** How many of the weakest topics a "my weak topics" set is drawn from. */
export const WEAK_TOPICS_DRAWN = 3;
/** A timed set gives this long per question; a learn-mode set has no clock to speak of. */
export const TIMED_SECONDS_PER_QUESTION = 60;
/** A mistake leaves "My mistakes" once answered right this many times running. */
export const MISTAKE_CLEARED_AFTER = 2;
/** Most questions of my mistakes the list names (most recently answered first); all are counted. */
export const MISTAKES_LISTED = 100;
/** Bookmarked questions listed a page at a time. */
export const BOOKMARKS_PAGE_SIZE = 50;
/** Sets a learner may make in a minute (each one writes an exam and an attempt). */
export const PRACTICE_SETS_PER_MINUTE = 10;

export const PracticePaths = {
  /** The topic tree as the learner may practise it: questions to draw, and how they have done. */
  topics: '/api/practice/topics',
  /** GET: the learner's recent practice sets; POST {topicIds | weakTopics, count, mode}: a new one, started. */
  sets: '/api/practice/sets',
  /** POST {questionId, optionId} (learn mode): keeps the answer for good and answers the key. */
  check: '/api/practice/attempts/:attemptId/check',
  /** The questions of a learn-mode set checked so far, with their keys (a reload, another device). */
  checks: '/api/practice/attempts/:attemptId/checks',
  /** My mistakes by topic: questions answered wrong and not yet right twice running. */
  mistakes: '/api/practice/mistakes',
  /** GET ?page: my bookmarked questions, newest first. */
  bookmarks: '/api/practice/bookmarks',
  /** PUT: bookmark a question I have met (in a test or a set); DELETE: take the bookmark off. */
  bookmark: '/api/practice/bookmarks/:questionId',
} as const;

export const practiceUrl = {
  topics: (paperId?: Id) => withQuery(PracticePaths.topics, { paperId }),
  sets: () => PracticePaths.sets,
  check: (attemptId: string) => fill(PracticePaths.check, { attemptId }),
  checks: (attemptId: string) => fill(PracticePaths.checks, { attemptId }),
  mistakes: () => PracticePaths.mistakes,
  bookmarks: (page?: number) => withQuery(PracticePaths.bookmarks, { page }),
  bookmark: (questionId: Id) => fill(PracticePaths.bookmark, { questionId }),
};
