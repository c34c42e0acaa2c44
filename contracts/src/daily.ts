import { z } from 'zod';
import { dataOf, IdSchema as Id, IsoDateTimeSchema } from './common';
import { AttemptIdSchema, ReviewItemSchema } from './exams';
import { IdInUrlSchema } from './fields';

/*
 * The day's quiz (decision 026): an exam of kind `daily` per exam level and India-time day, open
 * 06:00 to midnight, one attempt each; a streak of days taken, and the day's leaderboard.
 */

export * from './daily-paths';

/** An India-time calendar day, `YYYY-MM-DD`. */
export const QuizDaySchema = z.iso.date();

export const DailyLevelSchema = z.object({
  id: Id,
  name: z.string(),
  nameMl: z.string().nullable(),
});
export type DailyLevel = z.infer<typeof DailyLevelSchema>;

/** The learner's own go at a day's quiz. */
export const DailyTakeSchema = z.object({
  attemptId: AttemptIdSchema,
  status: z.enum(['in_progress', 'submitted', 'expired']),
  /** null while in progress. */
  score: z.number().nullable(),
  maxScore: z.number(),
  correct: z.number().int().nullable(),
  wrong: z.number().int().nullable(),
  timeTakenSeconds: z.number().int().nullable(),
});
export type DailyTake = z.infer<typeof DailyTakeSchema>;

/** One day's quiz as a learner sees it. */
export const DailyQuizSchema = z.object({
  examId: Id,
  day: QuizDaySchema,
  level: DailyLevelSchema,
  questionCount: z.number().int(),
  durationSeconds: z.number().int(),
  opensAt: IsoDateTimeSchema,
  closesAt: IsoDateTimeSchema,
  /** `closed` once midnight (and the grace for late answers) has passed: its answers may be read. */
  status: z.enum(['open', 'closed']),
  mine: DailyTakeSchema.nullable(),
  /** Learners who have finished it. */
  takers: z.number().int(),
});
export type DailyQuiz = z.infer<typeof DailyQuizSchema>;

/** Consecutive India-time days with a finished day's quiz (of any level). */
export const DailyStreakSchema = z.object({
  /** Ending today, or yesterday while today's is not yet taken; 0 once a day was missed. */
  current: z.number().int(),
  best: z.number().int(),
  /** Whether today's quiz is already taken (today counts in `current`). */
  takenToday: z.boolean(),
});
export type DailyStreak = z.infer<typeof DailyStreakSchema>;

export const DailyTodaySchema = z.object({
  serverNow: IsoDateTimeSchema,
  day: QuizDaySchema,
  /** When today's quiz opens and closes (India time 06:00 and midnight). */
  opensAt: IsoDateTimeSchema,
  closesAt: IsoDateTimeSchema,
  /** The learner's exam level; null until they choose one in their profile (there is no quiz then). */
  level: DailyLevelSchema.nullable(),
  /** Today's quiz; null before it opens, without a level, or when the level has no question yet. */
  quiz: DailyQuizSchema.nullable(),
  streak: DailyStreakSchema,
});
export type DailyToday = z.infer<typeof DailyTodaySchema>;
export const DailyTodayResponseSchema = dataOf(DailyTodaySchema);

export const DailyDaysResponseSchema = dataOf(z.array(DailyQuizSchema));

export const DailyQuizParamSchema = z.object({ examId: IdInUrlSchema });

export const LeaderboardEntrySchema = z.object({
  /** 1 = best; learners equal on score and time share a place. */
  place: z.number().int().positive(),
  /** The name the learner chose for leaderboards; null on the learner's own row when they chose none. */
  name: z.string().nullable(),
  score: z.number(),
  timeTakenSeconds: z.number().int(),
  you: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardSchema = z.object({
  examId: Id,
  day: QuizDaySchema,
  /** Learners ranked (each one's first finished attempt), named or not. */
  takers: z.number().int(),
  /** The best places of learners who chose a leaderboard name (and the learner's own among them). */
  entries: z.array(LeaderboardEntrySchema),
  /** The learner's own place; null when they have not finished this quiz. */
  mine: LeaderboardEntrySchema.nullable(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;
export const LeaderboardResponseSchema = dataOf(LeaderboardSchema);

export const DailyAnswersSchema = z.object({
  examId: Id,
  day: QuizDaySchema,
  level: DailyLevelSchema,
  /** The questions with their keys and explanations; the learner's own choices where they took it. */
  questions: z.array(ReviewItemSchema),
});
export type DailyAnswers = z.infer<typeof DailyAnswersSchema>;
export const DailyAnswersResponseSchema = dataOf(DailyAnswersSchema);
