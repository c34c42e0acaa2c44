import { z } from 'zod';
import { dataOf, IdSchema as Id, IsoDateTimeSchema, line, paragraph, versioned } from './common';
import { PaperInfoSchema } from './exams';
import { DIFFICULTIES } from './exams-paths';
import { FieldMessage, noControlCharacters } from './fields';
import { RICH_TEXT_MAX_LENGTH as MAX } from './rich-text';

/*
 * Exams and their questions as staff edit them in the console, and the figures teachers read
 * (the question bank's files are in exams-bank.ts). Once an exam has attempts its paper is fixed:
 * no question is added or removed, and a question's key changes only through an explicit regrade.
 */

const title = line(200);

export const SectionInputSchema = z.strictObject({
  /** An existing section's id; absent for a new one. */
  id: Id.optional(),
  title,
});

export const ExamInputSchema = z
  .strictObject({
    title,
    instructions: paragraph(MAX.instructions),
    instructionsMl: paragraph(MAX.instructions).nullable(),
    durationMinutes: z.int().min(1).max(600),
    marksPerQuestion: z.number().positive().max(100),
    /** Negative marks per wrong answer as a fraction: 1/3 is the PSC pattern, 0/1 none. */
    negativeNumerator: z.number().min(0).max(100),
    negativeDenominator: z.int().min(1).max(100),
    maxAttempts: z.int().min(1).max(100).nullable(),
    opensAt: IsoDateTimeSchema.nullable(),
    closesAt: IsoDateTimeSchema.nullable(),
    published: z.boolean(),
    /**
     * A previous-year paper (in the learners' library of papers); null for a mock test. Left out,
     * a new exam is a mock test and an edited one stays what it was.
     */
    paper: PaperInfoSchema.nullable().optional(),
    /** Only members of these batches may see and sit it (a scheduled test for a batch); empty: everyone with access to the course. */
    batchIds: z.array(Id).max(100).optional(),
    /** The sections in their order; a section left out is deleted (only when it is empty). */
    sections: z.array(SectionInputSchema).min(1).max(20),
    /** Changing the marking of an exam learners have taken: recompute their scores. */
    regrade: z.boolean().optional(),
  })
  .refine((e) => !e.opensAt || !e.closesAt || e.opensAt < e.closesAt, {
    message: 'The window must close after it opens',
    path: ['closesAt'],
  });
export type ExamInput = z.input<typeof ExamInputSchema>;
export const ExamUpdateSchema = versioned(ExamInputSchema);

export const AdminExamSchema = z.object({
  id: Id,
  courseId: Id,
  title: z.string(),
  instructions: z.string(),
  instructionsMl: z.string().nullable(),
  durationMinutes: z.number(),
  marksPerQuestion: z.number(),
  negativeNumerator: z.number(),
  negativeDenominator: z.int(),
  maxAttempts: z.int().nullable(),
  opensAt: IsoDateTimeSchema.nullable(),
  closesAt: IsoDateTimeSchema.nullable(),
  published: z.boolean(),
  paper: PaperInfoSchema.nullable(),
  batchIds: z.array(Id),
  position: z.int(),
  sections: z.array(z.object({ id: Id, title: z.string(), questionCount: z.int() })),
  questionCount: z.int(),
  /** Attempts started: once there is one, the paper is fixed (see above). */
  attempts: z.int(),
  updatedAt: IsoDateTimeSchema,
});
export type AdminExam = z.infer<typeof AdminExamSchema>;
export const AdminExamResponseSchema = dataOf(AdminExamSchema);
export const AdminExamsResponseSchema = dataOf(z.array(AdminExamSchema));

export const OptionInputSchema = z.strictObject({
  text: paragraph(MAX.option).refine((t) => t.trim() !== '', FieldMessage.optionRequired),
  textMl: paragraph(MAX.option).nullable(),
  correct: z.boolean(),
});
/** Levels of the question bank's topic tree: subject → topic → subtopic (decision 026). */
export const TOPIC_DEPTH = 3;
/** A topic written as its path from the subject, "History > Kerala Renaissance"; '' for none. */
export const topicParts = (path: string) =>
  path
    .split('>')
    .map((p) => p.trim())
    .filter((p) => p !== '');
export const topicPath = (parts: string[]) => parts.join(' > ');
const TopicPathSchema = z
  .string()
  .trim()
  .max(120)
  .check(noControlCharacters())
  .refine((t) => topicParts(t).length <= TOPIC_DEPTH, {
    message: 'A topic has at most three levels: subject > topic > subtopic',
  });

export const QuestionInputSchema = z
  .strictObject({
    sectionId: Id,
    stem: paragraph(MAX.question).refine((t) => t.trim() !== '', FieldMessage.questionRequired),
    stemMl: paragraph(MAX.question).nullable(),
    options: z.array(OptionInputSchema).min(2).max(10),
    explanation: paragraph(MAX.explanation),
    explanationMl: paragraph(MAX.explanation).nullable(),
    topic: TopicPathSchema,
    difficulty: z.enum(DIFFICULTIES).nullable(),
    /** Where it comes from: "Kerala PSC LDC 2019, booklet A, Q 17"; none when absent. */
    source: z.string().trim().max(200).check(noControlCharacters()).optional(),
    /** Changing the key of a question learners have answered: recompute their scores. */
    regrade: z.boolean().optional(),
  })
  .refine((q) => q.options.filter((o) => o.correct).length === 1, {
    message: FieldMessage.oneCorrectOption,
    path: ['options'],
  });
export type QuestionInput = z.infer<typeof QuestionInputSchema>;
export const QuestionUpdateSchema = versioned(QuestionInputSchema);

export const AdminQuestionSchema = z.object({
  id: Id,
  examId: Id,
  sectionId: Id,
  position: z.int(),
  stem: z.string(),
  stemMl: z.string().nullable(),
  options: z.array(
    z.object({ id: Id, text: z.string(), textMl: z.string().nullable(), correct: z.boolean() }),
  ),
  explanation: z.string(),
  explanationMl: z.string().nullable(),
  /** The topic's path ('' for none) and its id in the bank's tree. */
  topic: z.string(),
  topicId: Id.nullable(),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  source: z.string(),
  updatedAt: IsoDateTimeSchema,
});
export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;
export const AdminQuestionResponseSchema = dataOf(AdminQuestionSchema);
export const AdminQuestionsResponseSchema = dataOf(z.array(AdminQuestionSchema));
/** A change to an exam or question; `regraded` finished attempts had their scores recomputed. */
export const AdminExamChangeResponseSchema = dataOf(
  z.object({ exam: AdminExamSchema, regraded: z.int() }),
);
export const AdminQuestionChangeResponseSchema = dataOf(
  z.object({ question: AdminQuestionSchema, regraded: z.int() }),
);

// ---- results for staff ----

export const ExamStatisticsSchema = z.object({
  attempts: z.int(),
  meanScore: z.number().nullable(),
  medianScore: z.number().nullable(),
  maxScore: z.number().nullable(),
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.int() })),
  questions: z.array(
    z.object({
      questionId: Id,
      position: z.int(),
      stem: z.string(),
      answered: z.int(),
      shareCorrect: z.number().nullable(),
      unansweredShare: z.number().nullable(),
      options: z.array(
        z.object({
          optionId: Id,
          position: z.int(),
          isCorrect: z.boolean(),
          share: z.number().nullable(),
        }),
      ),
      discrimination: z.number().nullable(),
      flag: z.enum(['distractor-beats-key']).nullable(),
    }),
  ),
});
export type ExamStatistics = z.infer<typeof ExamStatisticsSchema>;
export const ExamStatisticsResponseSchema = dataOf(ExamStatisticsSchema);

export const AttemptsQuerySchema = z.object({
  /** Part of the learner's name or email. */
  q: z.string().max(254).optional(),
  /** csv: every matching attempt as a file; json: the newest 200 and the total. */
  format: z.enum(['json', 'csv']).optional(),
});
export const StaffAttemptSchema = z.object({
  attemptId: z.string(),
  learner: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  startedAt: IsoDateTimeSchema,
  endedAt: IsoDateTimeSchema.nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  correct: z.int().nullable(),
  wrong: z.int().nullable(),
  unanswered: z.int().nullable(),
  timeTakenSeconds: z.int().nullable(),
  ranked: z.boolean(),
});
export type StaffAttempt = z.infer<typeof StaffAttemptSchema>;
export const StaffAttemptsResponseSchema = z.object({
  data: z.array(StaffAttemptSchema),
  meta: z.object({ total: z.int() }),
});
