import { z } from 'zod';
import { dataOf, IdSchema as Id, IsoDateTimeSchema } from './common';
import { itemAccessFields } from './enrolment';
import { IdInUrlSchema, LANGUAGES, noControlCharacters } from './fields';
import { MAX_ANSWER_BATCH } from './exams-paths';
import { MyFeedbackSchema } from './feedback';

/*
 * Mock tests and exams: listing, the paper, answer saves, ending, results and history.
 * The answer key (correct option, explanation) appears only in ExamResult, i.e. after the
 * attempt is finished; every other shape here is free of it by construction.
 */

export * from './exams-paths';

/** Attempt ids are random UUIDs: unguessable, safe to put in URLs and local storage. */
export const AttemptIdSchema = z.uuid();

/**
 * Who holds an attempt: a random UUID each opening of the exam page draws (never shared between
 * tabs). The newest holder takes the attempt over; saves and the end from an older one are 409
 * ATTEMPT_TAKEN_OVER and change nothing. Callers that send none are not checked.
 */
export const HolderIdSchema = z.uuid().meta({
  description:
    'The tab or device taking the test (a random UUID per opening of the exam page). Once it has ' +
    'claimed the attempt, saves and the end sent with an older holder are refused with 409 ' +
    'ATTEMPT_TAKEN_OVER; sent without one, they are not checked.',
});

// ---- params ----
export const ExamIdParamSchema = z.object({ id: IdInUrlSchema });
export const CourseIdParamSchema = z.object({ courseId: IdInUrlSchema });
export const HistoryParamSchema = z.object({ examId: IdInUrlSchema });
export const AttemptParamSchema = z.object({ attemptId: AttemptIdSchema });
export const PaperParamSchema = z.object({
  id: IdInUrlSchema,
  attemptId: AttemptIdSchema,
});

// ---- shared pieces ----
export const AttemptStatusSchema = z.enum(['in_progress', 'submitted', 'expired']);
export type AttemptStatus = z.infer<typeof AttemptStatusSchema>;

/** Whether the exam's window lets an attempt start now (`open` when it has no window). */
export const ExamAvailabilitySchema = z.enum(['open', 'upcoming', 'closed']);
export type ExamAvailability = z.infer<typeof ExamAvailabilitySchema>;

/**
 * What an exam is (decision 026): a course's mock test, a previous-year paper, a day's quiz, or a
 * learner's own practice set. Only mock tests and papers belong to a course.
 */
export const ExamKindSchema = z.enum(['mock', 'paper', 'daily', 'practice']);
export type ExamKind = z.infer<typeof ExamKindSchema>;
/** A practice set's mode: the key after each question (learn), or a short timed test. */
export const PracticeModeSchema = z.enum(['learn', 'timed']);
export type PracticeMode = z.infer<typeof PracticeModeSchema>;
/**
 * A previous-year paper's place in the library: the commission or board, the post, the year and
 * the paper's own code (a booklet, a question paper code), as the commission names them.
 */
export const PaperInfoSchema = z.object({
  board: z.string().trim().min(1).max(60).check(noControlCharacters()),
  post: z.string().trim().min(1).max(120).check(noControlCharacters()),
  year: z.int().min(1950).max(2100),
  code: z.string().trim().max(40).check(noControlCharacters()).nullable(),
});
export type PaperInfo = z.infer<typeof PaperInfoSchema>;

/** Which exam it is and, for those that have one, its course (null for practice and the day's quiz). */
const examKindFields = {
  kind: ExamKindSchema,
  /** A practice set's mode; null for every other kind. */
  practiceMode: PracticeModeSchema.nullable(),
};

export const ExamLanguageSchema = z.enum(LANGUAGES);
export type ExamLanguage = z.infer<typeof ExamLanguageSchema>;

/** The learner's standing with one exam. */
export const LearnerAttemptSummarySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('not_started'), attemptsUsed: z.literal(0) }),
  z.object({
    status: z.literal('in_progress'),
    attemptsUsed: z.number().int(),
    attemptId: AttemptIdSchema,
    deadline: IsoDateTimeSchema,
  }),
  z.object({
    status: z.literal('finished'),
    attemptsUsed: z.number().int(),
    /** The most recently finished attempt (open its result with this id). */
    latestAttemptId: AttemptIdSchema,
    latestScore: z.number(),
    bestScore: z.number(),
    maxScore: z.number(),
  }),
]);
export type LearnerAttemptSummary = z.infer<typeof LearnerAttemptSummarySchema>;

const examCommon = {
  id: Id,
  courseId: Id.nullable(),
  ...examKindFields,
  /** A previous-year paper's board, post, year and code; null for every other kind. */
  paper: PaperInfoSchema.nullable(),
  title: z.string(),
  durationSeconds: z.number().int().positive(),
  marksPerQuestion: z.number(),
  /** Marks taken off per wrong answer, e.g. 0.333… for the PSC pattern. */
  negativeMarks: z.number(),
  /** The same figure as a person reads it: "1/3", "0.25", "0". */
  negativeMarksLabel: z.string(),
  questionCount: z.number().int(),
  maxScore: z.number(),
  /** null = unlimited. */
  maxAttempts: z.number().int().positive().nullable(),
  opensAt: IsoDateTimeSchema.nullable(),
  closesAt: IsoDateTimeSchema.nullable(),
  availability: ExamAvailabilitySchema,
  /** Demo content shipped with the app; the UI shows a "Demo" badge. */
  isDemo: z.boolean(),
  languages: z.array(ExamLanguageSchema),
  attemptsUsed: z.number().int(),
  attempt: LearnerAttemptSummarySchema,
  ...itemAccessFields,
};

export const ExamListItemSchema = z.object(examCommon);
export type ExamListItem = z.infer<typeof ExamListItemSchema>;
export const ExamsOfCourseResponseSchema = dataOf(z.array(ExamListItemSchema));

export const RecordedClassIdParamSchema = z.object({ recordedClassId: IdInUrlSchema });
/** The exams attached to each recorded class of a course that has any, in class order. */
export const ClassExamsSchema = z.object({
  recordedClass: z.object({
    id: Id,
    syllabus_id: Id,
    title: z.string(),
    titleMl: z.string().nullable(),
  }),
  exams: z.array(ExamListItemSchema),
});
export type ClassExams = z.infer<typeof ClassExamsSchema>;
export const ClassExamsOfCourseResponseSchema = dataOf(z.array(ClassExamsSchema));

export const LiveClassExamsSchema = z.object({
  liveClass: z.object({
    id: Id,
    title: z.string(),
    titleMl: z.string().nullable(),
    startsAt: IsoDateTimeSchema,
  }),
  exams: z.array(ExamListItemSchema),
});
export type LiveClassExams = z.infer<typeof LiveClassExamsSchema>;
export const LiveClassExamsOfCourseResponseSchema = dataOf(z.array(LiveClassExamsSchema));

export const ExamSectionSchema = z.object({
  id: Id,
  title: z.string(),
  questionCount: z.number().int(),
});
export type ExamSection = z.infer<typeof ExamSectionSchema>;

/** One exam, for the mock-test and instructions screens. Never carries answers. */
export const ExamSchema = z.object({
  ...examCommon,
  /** Rich text (small HTML subset, sanitise before rendering). */
  instructions: z.string(),
  /** The instructions in Malayalam, where the exam has them (same rich-text subset). */
  instructionsMl: z.string().nullable(),
  sections: z.array(ExamSectionSchema),
});
export type Exam = z.infer<typeof ExamSchema>;
export const ExamResponseSchema = dataOf(ExamSchema);

// ---- start ----
export const StartedAttemptSchema = z.object({
  attemptId: AttemptIdSchema,
  examId: Id,
  startedAt: IsoDateTimeSchema,
  deadline: IsoDateTimeSchema,
  serverNow: IsoDateTimeSchema,
  /** false when an attempt already in progress was returned instead of a new one. */
  created: z.boolean(),
});
export type StartedAttempt = z.infer<typeof StartedAttemptSchema>;
export const StartAttemptResponseSchema = dataOf(StartedAttemptSchema);

// ---- holder ----
export const ClaimAttemptBodySchema = z.object({ holderId: HolderIdSchema });
export type ClaimAttemptBody = z.infer<typeof ClaimAttemptBodySchema>;
export const ClaimedAttemptSchema = z.object({ attemptId: AttemptIdSchema, holderId: z.uuid() });
export type ClaimedAttempt = z.infer<typeof ClaimedAttemptSchema>;
export const ClaimAttemptResponseSchema = dataOf(ClaimedAttemptSchema);

// ---- time ----
export const ExamTimeSchema = z.object({
  attemptId: AttemptIdSchema,
  serverNow: IsoDateTimeSchema,
  startedAt: IsoDateTimeSchema,
  deadline: IsoDateTimeSchema,
  /** Whole seconds until the deadline, never negative. Count down from `deadline` corrected by `serverNow`. */
  remainingSeconds: z.number().int().min(0),
  status: AttemptStatusSchema,
});
export type ExamTime = z.infer<typeof ExamTimeSchema>;
export const ExamTimeResponseSchema = dataOf(ExamTimeSchema);

// ---- paper ----
export const PaperOptionSchema = z.object({
  id: Id,
  text: z.string(),
  /** Malayalam version, when the question has one. */
  textMl: z.string().nullable(),
});
export type PaperOption = z.infer<typeof PaperOptionSchema>;

export const PaperQuestionSchema = z.object({
  id: Id,
  /** 1-based number across the whole paper. */
  number: z.number().int().positive(),
  sectionId: Id,
  /** Section title. */
  section: z.string(),
  stem: z.string(),
  stemMl: z.string().nullable(),
  options: z.array(PaperOptionSchema),
});
export type PaperQuestion = z.infer<typeof PaperQuestionSchema>;

export const SavedAnswerSchema = z.object({
  questionId: Id,
  optionId: Id.nullable(),
  markedForReview: z.boolean(),
  seq: z.number().int().min(0),
});
export type SavedAnswer = z.infer<typeof SavedAnswerSchema>;

export const PaperSchema = z.object({
  attemptId: AttemptIdSchema,
  examId: Id,
  title: z.string(),
  ...examKindFields,
  status: AttemptStatusSchema,
  startedAt: IsoDateTimeSchema,
  deadline: IsoDateTimeSchema,
  serverNow: IsoDateTimeSchema,
  remainingSeconds: z.number().int().min(0),
  languages: z.array(ExamLanguageSchema),
  marksPerQuestion: z.number(),
  negativeMarks: z.number(),
  sections: z.array(ExamSectionSchema),
  questions: z.array(PaperQuestionSchema),
  /** Answers stored so far, with the seq each was saved with: resume from here. */
  answers: z.array(SavedAnswerSchema),
});
export type Paper = z.infer<typeof PaperSchema>;
export const PaperResponseSchema = dataOf(PaperSchema);

// ---- answer saves ----
export const AnswerInputSchema = z.object({
  questionId: Id,
  /** null clears the answer. */
  optionId: Id.nullable(),
  markedForReview: z.boolean().default(false),
  /** Grows per attempt on the client; a save applies only when its seq is higher than the stored one. */
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type AnswerInput = z.input<typeof AnswerInputSchema>;

export const SaveAnswersBodySchema = z.object({
  attemptId: AttemptIdSchema,
  holderId: HolderIdSchema.optional(),
  answers: z.array(AnswerInputSchema).min(1).max(MAX_ANSWER_BATCH),
});
export type SaveAnswersBody = z.input<typeof SaveAnswersBodySchema>;

export const SaveAnswersResultSchema = z.object({
  /** Answers acknowledged (durable). Ones whose seq was not newer were acknowledged and left the newer answer in place. */
  saved: z.number().int(),
  serverNow: IsoDateTimeSchema,
});
export type SaveAnswersResult = z.infer<typeof SaveAnswersResultSchema>;
export const SaveAnswersResponseSchema = dataOf(SaveAnswersResultSchema);

// ---- end ----
export const EndExamBodySchema = z.object({
  attemptId: AttemptIdSchema,
  holderId: HolderIdSchema.optional(),
});
export type EndExamBody = z.infer<typeof EndExamBodySchema>;

export const ResultSummarySchema = z.object({
  attemptId: AttemptIdSchema,
  examId: Id,
  examTitle: z.string(),
  courseId: Id.nullable(),
  ...examKindFields,
  status: z.enum(['submitted', 'expired']),
  startedAt: IsoDateTimeSchema,
  endedAt: IsoDateTimeSchema,
  score: z.number(),
  maxScore: z.number(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
  /** Percent of answered questions that were right (0 when none answered). */
  accuracy: z.number(),
  timeTakenSeconds: z.number().int(),
});
export type ResultSummary = z.infer<typeof ResultSummarySchema>;
export const EndExamResponseSchema = dataOf(ResultSummarySchema);

// ---- completed tests ----
export const CompletedTestsResponseSchema = dataOf(
  z.array(ResultSummarySchema.extend({ courseName: z.string() })),
);
export type CompletedTest = z.infer<typeof CompletedTestsResponseSchema>['data'][number];

// ---- open attempts ----
/** One attempt of the learner still running: where to resume it and until when. */
export const OpenAttemptSchema = z.object({
  attemptId: AttemptIdSchema,
  examId: Id,
  courseId: Id.nullable(),
  ...examKindFields,
  examTitle: z.string(),
  deadline: IsoDateTimeSchema,
});
export type OpenAttempt = z.infer<typeof OpenAttemptSchema>;
/** The learner's open attempts, soonest deadline first; count down from `serverNow`. */
export const OpenAttemptsSchema = z.object({
  serverNow: IsoDateTimeSchema,
  attempts: z.array(OpenAttemptSchema),
});
export type OpenAttempts = z.infer<typeof OpenAttemptsSchema>;
export const OpenAttemptsResponseSchema = dataOf(OpenAttemptsSchema);

// ---- one result ----
export const SectionResultSchema = z.object({
  sectionId: Id,
  title: z.string(),
  questionCount: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
  score: z.number(),
  maxScore: z.number(),
  accuracy: z.number(),
});
export type SectionResult = z.infer<typeof SectionResultSchema>;

export const ReviewItemSchema = z.object({
  questionId: Id,
  number: z.number().int().positive(),
  sectionId: Id,
  stem: z.string(),
  stemMl: z.string().nullable(),
  options: z.array(PaperOptionSchema),
  chosenOptionId: Id.nullable(),
  /** The key: null, like `outcome` and the explanations, until the result's `reviewAvailableAt`. */
  correctOptionId: Id.nullable(),
  outcome: z.enum(['correct', 'wrong', 'unanswered']).nullable(),
  markedForReview: z.boolean(),
  explanation: z.string().nullable(),
  explanationMl: z.string().nullable(),
  topic: z.string(),
  /** Whether the learner has bookmarked the question (to practise it later). */
  bookmarked: z.boolean(),
  /** What the learner asked or reported about the question, with its status and staff's reply. */
  myFeedback: z.array(MyFeedbackSchema),
  /** Learners' doubts staff answered, shown under the explanation (empty while the key is kept). */
  doubts: z.array(
    z.object({ text: z.string(), answer: z.string(), answeredAt: IsoDateTimeSchema }),
  ),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

/** Scores of every learner's first finished attempt, in buckets, for the "where you stand" chart. */
export const ScoreDistributionSchema = z.object({
  buckets: z.array(z.object({ from: z.number(), to: z.number(), learners: z.number().int() })),
  /** Index into `buckets` of this attempt's score. */
  yourBucket: z.number().int(),
});
export type ScoreDistribution = z.infer<typeof ScoreDistributionSchema>;

export const ExamResultSchema = ResultSummarySchema.extend({
  /** 1 = best. Among every learner's first finished attempt (score desc, time asc); a retake shows where it would stand. */
  rank: z.number().int().positive(),
  rankOf: z.number().int().positive(),
  /** 100 × learners scoring strictly lower / learners. */
  percentile: z.number(),
  /** true when this is the learner's first finished attempt, the one that counts in ranks. */
  ranked: z.boolean(),
  sections: z.array(SectionResultSchema),
  /**
   * When the review's key (correct options, outcomes, explanations) is given; null = it is given
   * now. A scheduled test keeps it back until its window has closed, so that nobody can pass it on
   * to learners still sitting the test.
   */
  reviewAvailableAt: IsoDateTimeSchema.nullable(),
  review: z.array(ReviewItemSchema),
  distribution: ScoreDistributionSchema,
});
export type ExamResult = z.infer<typeof ExamResultSchema>;
export const ExamResultResponseSchema = dataOf(ExamResultSchema);

// ---- history ----
export const HistoryAttemptSchema = z.object({
  attemptId: AttemptIdSchema,
  status: AttemptStatusSchema,
  startedAt: IsoDateTimeSchema,
  deadline: IsoDateTimeSchema,
  endedAt: IsoDateTimeSchema.nullable(),
  /** null while in progress. */
  score: z.number().nullable(),
  maxScore: z.number(),
  correct: z.number().int().nullable(),
  wrong: z.number().int().nullable(),
  unanswered: z.number().int().nullable(),
  accuracy: z.number().nullable(),
  timeTakenSeconds: z.number().int().nullable(),
});
export type HistoryAttempt = z.infer<typeof HistoryAttemptSchema>;

export const ExamHistorySchema = z.object({
  exam: ExamListItemSchema,
  /** Newest first. */
  attempts: z.array(HistoryAttemptSchema),
});
export type ExamHistory = z.infer<typeof ExamHistorySchema>;
export const ExamHistoryResponseSchema = dataOf(ExamHistorySchema);
