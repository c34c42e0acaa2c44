import { z } from 'zod';
import { dataOf, IdSchema as Id, IsoDateTimeSchema } from './common';
import { AttemptIdSchema } from './exams';
import { IdInUrlSchema } from './fields';

/*
 * Where I stand and the weekly leaderboard (decision 027): one screen of a learner's figures across
 * everything they have done, read from their per-question figures and their ranked tests; and a
 * board per exam level of the week's tests, where a learner appears under the name they chose, or
 * not at all.
 */

export * from './progress-paths';

/** A topic's answers: its subtopics' included, as on the practice screen. */
export const StandingTopicSchema = z.object({
  id: Id,
  parentId: Id.nullable(),
  name: z.string(),
  nameMl: z.string().nullable(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Percent of answers right (one decimal). */
  accuracy: z.number(),
  /** Fewer answers than STANDING_MIN_ANSWERS: too few to read as a verdict. */
  tooFew: z.boolean(),
});
export type StandingTopic = z.infer<typeof StandingTopicSchema>;

/** One finished test (a mock test or a previous-year paper): the learner's ranked attempt. */
export const TrendPointSchema = z.object({
  attemptId: AttemptIdSchema,
  examId: Id,
  title: z.string(),
  kind: z.enum(['mock', 'paper']),
  endedAt: IsoDateTimeSchema,
  score: z.number(),
  maxScore: z.number(),
  /** score ÷ maxScore in percent (one decimal); below 0 with negative marks. */
  percent: z.number(),
});
export type TrendPoint = z.infer<typeof TrendPointSchema>;

/** Time per question on one test, the learner's beside the test's best tenth of ranked takers. */
export const TestPaceSchema = z.object({
  attemptId: AttemptIdSchema,
  examId: Id,
  title: z.string(),
  endedAt: IsoDateTimeSchema,
  /** Seconds per question of the paper (one decimal). */
  secondsPerQuestion: z.number(),
  /** The same, averaged over the best tenth of ranked takers (score, then time; at least one). */
  topSecondsPerQuestion: z.number(),
  /** Ranked takers of the test, the learner included. */
  takers: z.number().int(),
  /** How many of them the best tenth is. */
  topTakers: z.number().int(),
});
export type TestPace = z.infer<typeof TestPaceSchema>;

export const StandingSchema = z.object({
  /** Every answer counted in the topics: questions answered anywhere (tests, papers, practice). */
  answered: z.number().int(),
  correct: z.number().int(),
  /** Topics the learner has answered, parents before children, in the tree's order. */
  topics: z.array(StandingTopicSchema),
  /** The three weakest (practice's rule: lowest accuracy among topics with enough answers). */
  weakTopicIds: z.array(Id),
  /** The latest TREND_TESTS finished tests, oldest first. */
  trend: z.array(TrendPointSchema),
  /** The latest TIME_TESTS of them, newest first. */
  pace: z.array(TestPaceSchema),
});
export type Standing = z.infer<typeof StandingSchema>;
export const StandingResponseSchema = dataOf(StandingSchema);

export const LeaderboardParamSchema = z.object({ levelId: IdInUrlSchema });
export const LeaderboardQuerySchema = z.object({
  /** Any day of the week wanted, India time; absent: this week. */
  week: z.iso
    .date('Use a date, YYYY-MM-DD')
    .refine((d) => d >= '2000-01-01' && d <= '2999-12-31', 'Use a date from 2000 to 2999')
    .optional(),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;

/** One place on the board: a learner who chose a name. */
export const LeaderboardEntrySchema = z.object({
  place: z.number().int(),
  name: z.string(),
  /** Sum of the week's test percentages (each at least 0, one decimal). */
  points: z.number(),
  tests: z.number().int(),
  seconds: z.number().int(),
  /** This is the learner asking. */
  you: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardSchema = z.object({
  level: z.object({ id: Id, name: z.string(), nameMl: z.string().nullable() }),
  /** Monday of the week (India time), and the instants it runs from and to. */
  week: z.iso.date(),
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema,
  /** Learners who appear (chose a name) with points this week. */
  ranked: z.number().int(),
  /** The first LEADERBOARD_PLACES places. */
  entries: z.array(LeaderboardEntrySchema),
  /**
   * The learner's own week: null without a finished test of the level that week. `place` counts
   * those who appear, and the learner; `shown` says whether they appear under their name.
   */
  you: z
    .object({
      place: z.number().int(),
      points: z.number(),
      tests: z.number().int(),
      seconds: z.number().int(),
      shown: z.boolean(),
    })
    .nullable(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;
export const LeaderboardResponseSchema = dataOf(LeaderboardSchema);
