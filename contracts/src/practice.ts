import { z } from 'zod';
import { dataOf, IdSchema as Id, IsoDateTimeSchema } from './common';
import { AttemptIdSchema, AttemptStatusSchema, PracticeModeSchema } from './exams';
import { PRACTICE_MAX_QUESTIONS, PRACTICE_MAX_TOPICS } from './practice-paths';

/*
 * Practice: sets of bank questions a learner draws by topic, taken on the exam engine (an exam of
 * kind `practice`, owned by its learner; decision 026). Learn mode shows the key and explanation
 * of each question once the learner checks it; a checked answer cannot change.
 */

export * from './practice-paths';

/** One topic of the tree, with what the learner may draw under it and how they have done there. */
export const PracticeTopicSchema = z.object({
  id: Id,
  parentId: Id.nullable(),
  name: z.string(),
  nameMl: z.string().nullable(),
  /** Questions the learner may practise under it (its subtopics included). */
  available: z.number().int(),
  /** Distinct questions of it (and its subtopics) the learner has answered, anywhere. */
  seen: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Percent of answers right; null before any. */
  accuracy: z.number().nullable(),
  lastPractisedAt: IsoDateTimeSchema.nullable(),
});
export type PracticeTopic = z.infer<typeof PracticeTopicSchema>;

export const PracticeTopicsSchema = z.object({
  /** Parents before children, siblings by position and name; only topics with questions to draw. */
  topics: z.array(PracticeTopicSchema),
  /** The learner's weakest topics (lowest accuracy among those with enough answers), weakest first. */
  weakTopicIds: z.array(Id),
});
export type PracticeTopics = z.infer<typeof PracticeTopicsSchema>;
export const PracticeTopicsResponseSchema = dataOf(PracticeTopicsSchema);

export const NewPracticeSetBodySchema = z
  .object({
    /** Topics to draw from (each with its subtopics). */
    topicIds: z.array(Id).max(PRACTICE_MAX_TOPICS).default([]),
    /** Draw from the learner's weak topics instead. */
    weakTopics: z.boolean().default(false),
    count: z.number().int().min(1).max(PRACTICE_MAX_QUESTIONS),
    mode: PracticeModeSchema,
  })
  .refine((b) => b.weakTopics !== b.topicIds.length > 0, {
    message: 'Choose topics, or your weak topics',
    path: ['topicIds'],
  });
export type NewPracticeSetBody = z.input<typeof NewPracticeSetBodySchema>;

/** One of the learner's practice sets, newest first. */
export const PracticeSetSchema = z.object({
  examId: Id,
  attemptId: AttemptIdSchema,
  title: z.string(),
  mode: PracticeModeSchema,
  questionCount: z.number().int(),
  status: AttemptStatusSchema,
  startedAt: IsoDateTimeSchema,
  deadline: IsoDateTimeSchema,
  /** null while in progress. */
  score: z.number().nullable(),
  maxScore: z.number(),
  correct: z.number().int().nullable(),
  wrong: z.number().int().nullable(),
});
export type PracticeSet = z.infer<typeof PracticeSetSchema>;
export const PracticeSetsResponseSchema = dataOf(z.array(PracticeSetSchema));

export const CheckAnswerBodySchema = z.object({ questionId: Id, optionId: Id });
export type CheckAnswerBody = z.infer<typeof CheckAnswerBodySchema>;

/** A checked question of a learn-mode set: the learner's answer, the key and its explanation. */
export const CheckedAnswerSchema = z.object({
  questionId: Id,
  optionId: Id,
  correctOptionId: Id,
  outcome: z.enum(['correct', 'wrong']),
  explanation: z.string(),
  explanationMl: z.string().nullable(),
});
export type CheckedAnswer = z.infer<typeof CheckedAnswerSchema>;
export const CheckAnswerResponseSchema = dataOf(CheckedAnswerSchema);
export const CheckedAnswersResponseSchema = dataOf(z.array(CheckedAnswerSchema));
