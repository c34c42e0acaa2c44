import { z } from 'zod';
import { dataOf, IdSchema as Id, IsoDateTimeSchema } from './common';
import { AnsweredDoubtSchema, MyFeedbackSchema } from './feedback';
import { IdInUrlSchema } from './fields';
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
  /** The previous-year paper the tree was asked of: only its questions are counted available. */
  paper: z.object({ id: Id, title: z.string() }).nullable(),
});
export type PracticeTopics = z.infer<typeof PracticeTopicsSchema>;
export const PracticeTopicsResponseSchema = dataOf(PracticeTopicsSchema);
/** The tree of one previous-year paper's questions, to practise them by topic. */
export const PracticeTopicsQuerySchema = z.object({ paperId: z.optional(IdInUrlSchema) });

/** Where a set's questions come from: the bank by topic, my mistakes, my bookmarks, or one paper. */
export const PracticeFromSchema = z.enum(['topics', 'mistakes', 'bookmarks', 'paper']);
export type PracticeFrom = z.infer<typeof PracticeFromSchema>;

export const NewPracticeSetBodySchema = z
  .object({
    from: PracticeFromSchema.default('topics'),
    /** Topics to draw from (each with its subtopics); of my mistakes, none means all of them. */
    topicIds: z.array(Id).max(PRACTICE_MAX_TOPICS).default([]),
    /** The previous-year paper to draw from (`from: 'paper'`), optionally only these topics. */
    paperId: Id.optional(),
    /** Draw from the learner's weak topics instead (from the bank only). */
    weakTopics: z.boolean().default(false),
    count: z.number().int().min(1).max(PRACTICE_MAX_QUESTIONS),
    mode: PracticeModeSchema,
  })
  .refine((b) => b.from !== 'topics' || b.weakTopics !== b.topicIds.length > 0, {
    message: 'Choose topics, or your weak topics',
    path: ['topicIds'],
  })
  .refine((b) => b.from === 'topics' || !b.weakTopics, {
    message: 'Weak topics are drawn from the bank only',
    path: ['weakTopics'],
  })
  .refine((b) => (b.from === 'paper') === (b.paperId !== undefined), {
    message: 'Name the paper to practise from, and only then',
    path: ['paperId'],
  })
  .refine((b) => b.from !== 'bookmarks' || b.topicIds.length === 0, {
    message: 'Bookmarked questions are drawn without topics',
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

/** My mistakes in one topic (the topic a question is filed right under). */
export const MistakeTopicSchema = z.object({
  id: Id,
  name: z.string(),
  nameMl: z.string().nullable(),
  /** "Subject > Topic", for telling apart topics of one name under different subjects. */
  path: z.string(),
  count: z.number().int(),
});
export type MistakeTopic = z.infer<typeof MistakeTopicSchema>;
/** One question of my mistakes as the list shows it (never its key). */
export const MistakeQuestionSchema = z.object({
  questionId: Id,
  stem: z.string(),
  stemMl: z.string().nullable(),
  /** The topic it is filed right under; null when it is filed under none. */
  topicId: Id.nullable(),
  /** When it was last answered: wrong, or right once since (`rightInRow` 1). */
  lastAnsweredAt: IsoDateTimeSchema,
  /** Right answers running since the last wrong one; it is cleared at MISTAKE_CLEARED_AFTER. */
  rightInRow: z.number().int(),
});
export type MistakeQuestion = z.infer<typeof MistakeQuestionSchema>;
export const MistakesSchema = z.object({
  /** Questions in my mistakes that may be practised now, of any topic (unfiled ones included). */
  total: z.number().int(),
  /** By topic, most mistakes first. */
  topics: z.array(MistakeTopicSchema),
  /** The questions, most recently answered first, at most MISTAKES_LISTED of them. */
  questions: z.array(MistakeQuestionSchema),
});
export type Mistakes = z.infer<typeof MistakesSchema>;
export const MistakesResponseSchema = dataOf(MistakesSchema);

export const BookmarkParamSchema = z.object({ questionId: IdInUrlSchema });
/** A bookmarked question as the list shows it (never its key). */
export const BookmarkSchema = z.object({
  questionId: Id,
  stem: z.string(),
  stemMl: z.string().nullable(),
  topic: z.string(),
  bookmarkedAt: IsoDateTimeSchema,
});
export type Bookmark = z.infer<typeof BookmarkSchema>;
export const BookmarksQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const BookmarksResponseSchema = z.object({
  data: z.array(BookmarkSchema),
  meta: z.object({ total: z.number().int(), next: z.number().int().nullable() }),
});
export const BookmarkedResponseSchema = dataOf(
  z.object({ questionId: Id, bookmarked: z.boolean() }),
);

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
  bookmarked: z.boolean(),
  /** What the learner asked or reported about the question, with its status and staff's reply. */
  myFeedback: z.array(MyFeedbackSchema),
  /** Learners' doubts staff answered, shown under the explanation. */
  doubts: z.array(AnsweredDoubtSchema),
});
export type CheckedAnswer = z.infer<typeof CheckedAnswerSchema>;
export const CheckAnswerResponseSchema = dataOf(CheckedAnswerSchema);
export const CheckedAnswersResponseSchema = dataOf(z.array(CheckedAnswerSchema));
