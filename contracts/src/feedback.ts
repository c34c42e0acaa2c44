import { z } from 'zod';
import { dataOf, IdSchema as Id, IsoDateTimeSchema } from './common';
import { IdInUrlSchema, LANGUAGES } from './fields';
import {
  FEEDBACK_ANSWER_MAX,
  FEEDBACK_KINDS,
  FEEDBACK_STATUSES,
  FEEDBACK_TEXT_MAX,
} from './feedback-paths';

export * from './feedback-paths';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const WITHOUT_CONTROLS_BUT_LINES = /^[^\u0000-\u0008\u000b-\u001f\u007f-\u009f]*$/;
/** Plain text of a few lines a person writes: no control characters but line breaks and tabs. */
const paragraphs = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Enter a value')
    .max(max)
    .regex(WITHOUT_CONTROLS_BUT_LINES, 'Use letters, not control characters');

export const FeedbackKindSchema = z.enum(FEEDBACK_KINDS);
export type FeedbackKind = z.infer<typeof FeedbackKindSchema>;
export const FeedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof FeedbackStatusSchema>;

export const QuestionParamSchema = z.object({ questionId: IdInUrlSchema });

export const NewFeedbackSchema = z
  .strictObject({
    kind: FeedbackKindSchema,
    text: paragraphs(FEEDBACK_TEXT_MAX),
    /** The language whose translation is wrong (only for `wrong_translation`). */
    language: z.enum(LANGUAGES).nullable().default(null),
  })
  .refine((f) => (f.kind === 'wrong_translation') === (f.language !== null), {
    message: 'Name the language of a wrong translation, and only of one',
    path: ['language'],
  });
export type NewFeedback = z.input<typeof NewFeedbackSchema>;

/** One doubt or report as its learner sees it. */
export const MyFeedbackSchema = z.object({
  id: Id,
  kind: FeedbackKindSchema,
  text: z.string(),
  language: z.enum(LANGUAGES).nullable(),
  status: FeedbackStatusSchema,
  /** Staff's answer (a doubt) or reply (a report); null until they give one. */
  answer: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  answeredAt: IsoDateTimeSchema.nullable(),
});
export type MyFeedback = z.infer<typeof MyFeedbackSchema>;
export const MyFeedbackResponseSchema = dataOf(MyFeedbackSchema);

/** A doubt staff answered: shown, without who asked it, to every learner under the explanation. */
export const AnsweredDoubtSchema = z.object({
  text: z.string(),
  answer: z.string(),
  answeredAt: IsoDateTimeSchema,
});
export type AnsweredDoubt = z.infer<typeof AnsweredDoubtSchema>;

export const QuestionFeedbackSchema = z.object({
  /** What I sent about the question, one of each kind at most. */
  mine: z.array(MyFeedbackSchema),
  /** Answered doubts of every learner, oldest first; empty until the question's review opens. */
  answered: z.array(AnsweredDoubtSchema),
});
export type QuestionFeedback = z.infer<typeof QuestionFeedbackSchema>;
export const QuestionFeedbackResponseSchema = dataOf(QuestionFeedbackSchema);

// ---- console ----
export const FeedbackQuerySchema = z.object({
  status: FeedbackStatusSchema.optional(),
  kind: FeedbackKindSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type FeedbackQuery = z.output<typeof FeedbackQuerySchema>;

export const FeedbackItemSchema = MyFeedbackSchema.extend({
  learnerName: z.string(),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

/** A question with the feedback on it the query picked, newest first, and counts by kind. */
export const FeedbackGroupSchema = z.object({
  question: z.object({ id: Id, stem: z.string(), topic: z.string() }),
  /** Of the feedback the query picks, how much of each kind. */
  counts: z.object(
    Object.fromEntries(FEEDBACK_KINDS.map((k) => [k, z.number().int()])) as Record<
      FeedbackKind,
      z.ZodNumber
    >,
  ),
  items: z.array(FeedbackItemSchema),
});
export type FeedbackGroup = z.infer<typeof FeedbackGroupSchema>;
export const FeedbackPageResponseSchema = z.object({
  data: z.array(FeedbackGroupSchema),
  meta: z.object({ total: z.number().int(), next: z.number().int().nullable() }),
});
export type FeedbackPage = z.infer<typeof FeedbackPageResponseSchema>;

/** A doubt is answered (`answered`); a report is accepted or rejected, with a reply. */
export const FeedbackDecisionSchema = z.strictObject({
  status: z.enum(['answered', 'accepted', 'rejected']),
  answer: paragraphs(FEEDBACK_ANSWER_MAX),
});
export type FeedbackDecision = z.infer<typeof FeedbackDecisionSchema>;
export const FeedbackItemResponseSchema = dataOf(FeedbackItemSchema);
