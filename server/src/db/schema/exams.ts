import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './auth';
import { courses, levels } from './catalogue';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    /** Null only for a practice set and a day's quiz, which belong to no course. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    /** A course's mock test, a previous-year paper, a day's quiz or a practice set (decision 026). */
    kind: text('kind', { enum: ['mock', 'paper', 'daily', 'practice'] })
      .notNull()
      .default('mock'),
    /** The learner a practice set is for: nobody else may open it. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The exam level a day's quiz is for (kind `daily`); a level deleted takes its quizzes. */
    levelId: integer('level_id').references(() => levels.id, { onDelete: 'cascade' }),
    /** The India-time day of a day's quiz (kind `daily`): one quiz per level and day. */
    quizDay: date('quiz_day', { mode: 'string' }),
    /** A practice set's mode: the key after each question, or timed. */
    practiceMode: text('practice_mode', { enum: ['learn', 'timed'] }),
    /** A previous-year paper's board, post, year and code (kind `paper`). */
    paperBoard: text('paper_board'),
    paperPost: text('paper_post'),
    paperYear: integer('paper_year'),
    paperCode: text('paper_code'),
    /** Stable name of seeded content; null for exams made any other way. */
    slug: text('slug').unique(),
    title: text('title').notNull(),
    /** Rich text (small HTML subset), as the questions; the Malayalam version is optional. */
    instructions: text('instructions').notNull().default(''),
    instructionsMl: text('instructions_ml'),
    durationSeconds: integer('duration_seconds').notNull(),
    marksPerQuestion: numeric('marks_per_question', { precision: 8, scale: 4 })
      .notNull()
      .default('1'),
    // Negative marks as an exact fraction: 1/3 has no exact decimal, and 10 right + 3 wrong must be 9.
    negativeMarksNumerator: numeric('negative_marks_numerator', { precision: 8, scale: 4 })
      .notNull()
      .default('1'),
    negativeMarksDenominator: integer('negative_marks_denominator').notNull().default(3),
    maxAttempts: integer('max_attempts'),
    opensAt: tstz('opens_at'),
    closesAt: tstz('closes_at'),
    isDemo: boolean('is_demo').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Unpublished exams are staff-only: learners see them nowhere and cannot start them. */
    published: boolean('published').notNull().default(true),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exams_course_idx').on(t.courseId, t.position),
    index('exams_owner_idx')
      .on(t.ownerId, t.createdAt)
      .where(sql`${t.ownerId} is not null`),
    // The first request of a day makes its quiz; this settles a race between requests and nodes.
    uniqueIndex('exams_daily_level_day_idx').on(t.levelId, t.quizDay),
    check('exams_kind_valid', sql`${t.kind} in ('mock', 'paper', 'daily', 'practice')`),
    check(
      'exams_course_of_kind',
      sql`(${t.courseId} is not null) = (${t.kind} in ('mock', 'paper'))`,
    ),
    check(
      'exams_paper_named',
      sql`(${t.kind} = 'paper') = (${t.paperBoard} is not null and ${t.paperPost} is not null and ${t.paperYear} is not null)`,
    ),
    check(
      'exams_practice_owned',
      sql`(${t.kind} = 'practice') = (${t.ownerId} is not null and ${t.practiceMode} is not null)`,
    ),
    check(
      'exams_daily_of_level',
      sql`(${t.kind} = 'daily') = (${t.levelId} is not null and ${t.quizDay} is not null)`,
    ),
    check('exams_duration_positive', sql`${t.durationSeconds} > 0`),
    check('exams_negative_denominator_positive', sql`${t.negativeMarksDenominator} > 0`),
    check('exams_max_attempts_positive', sql`${t.maxAttempts} is null or ${t.maxAttempts} > 0`),
  ],
);

export const examSections = pgTable(
  'exam_sections',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('exam_sections_exam_position_idx').on(t.examId, t.position)],
);

/**
 * The question bank's topics: subject → topic → subtopic (three levels at most, decision 026).
 * A name is unique among its siblings, whatever its case.
 */
export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => topics.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    nameMl: text('name_ml'),
    position: integer('position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('topics_sibling_name_idx').on(
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('topics_parent_idx').on(t.parentId),
  ],
);

/** A question of the bank; the papers it is on are exam_questions (decision 026). */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    /** Rich text (small HTML subset); the Malayalam version is optional. */
    stem: text('stem').notNull(),
    stemMl: text('stem_ml'),
    explanation: text('explanation').notNull().default(''),
    explanationMl: text('explanation_ml'),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }),
    /** Where it comes from: "Kerala PSC LDC 2019, booklet A, Q 17", a model paper's name. */
    source: text('source').notNull().default(''),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_topic_idx').on(t.topicId),
    check(
      'questions_difficulty_valid',
      sql`${t.difficulty} is null or ${t.difficulty} in ('easy', 'medium', 'hard')`,
    ),
  ],
);

/** An exam's paper: which questions, in which section, in which order (from 1, across sections). */
export const examQuestions = pgTable(
  'exam_questions',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => examSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.questionId] }),
    uniqueIndex('exam_questions_exam_position_idx').on(t.examId, t.position),
    index('exam_questions_question_idx').on(t.questionId),
    index('exam_questions_section_idx').on(t.sectionId),
  ],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    textMl: text('text_ml'),
    isCorrect: boolean('is_correct').notNull().default(false),
  },
  (t) => [
    uniqueIndex('question_options_question_position_idx').on(t.questionId, t.position),
    // At most one correct option per question; the repository refuses a question with none.
    uniqueIndex('question_options_one_correct_idx')
      .on(t.questionId)
      .where(sql`${t.isCorrect}`),
  ],
);

export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    // Deleting an account keeps its finished attempts as anonymous figures in others' ranks.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['in_progress', 'submitted', 'expired'] }).notNull(),
    startedAt: tstz('started_at').notNull(),
    deadline: tstz('deadline').notNull(),
    endedAt: tstz('ended_at'),
    score: numeric('score', { precision: 12, scale: 4 }),
    maxScore: numeric('max_score', { precision: 12, scale: 4 }),
    correct: integer('correct'),
    wrong: integer('wrong'),
    unanswered: integer('unanswered'),
    timeTakenSeconds: integer('time_taken_seconds'),
    /** The learner's first finished attempt of the exam: the one that counts in ranks. */
    ranked: boolean('ranked').notNull().default(false),
    /**
     * The tab or device that opened the exam page last (a random id per opening): saves and the
     * end sent by another are refused, so two screens never diverge silently.
     */
    holderId: uuid('holder_id'),
  },
  (t) => [
    check('attempts_status_valid', sql`${t.status} in ('in_progress', 'submitted', 'expired')`),
    index('attempts_exam_user_idx').on(t.examId, t.userId),
    index('attempts_user_ended_idx').on(t.userId, t.endedAt),
    // One open attempt per learner and exam: concurrent starts resolve to the same attempt.
    uniqueIndex('attempts_one_open_idx')
      .on(t.examId, t.userId)
      .where(sql`${t.status} = 'in_progress'`),
    uniqueIndex('attempts_one_ranked_idx')
      .on(t.examId, t.userId)
      .where(sql`${t.ranked}`),
    index('attempts_ranking_idx')
      .on(t.examId, t.score, t.timeTakenSeconds)
      .where(sql`${t.ranked}`),
    index('attempts_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'in_progress'`),
    // A week's ranked attempts, for the weekly leaderboards (decision 027).
    index('attempts_ranked_ended_idx')
      .on(t.endedAt)
      .where(sql`${t.ranked}`),
  ],
);

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    // No foreign keys on question/option: every save would lock the same few hot question rows
    // for all learners. Membership is checked against the exam's cached question map instead,
    // and answers go with their attempt (which goes with its exam).
    questionId: integer('question_id').notNull(),
    optionId: integer('option_id'),
    markedForReview: boolean('marked_for_review').notNull().default(false),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    savedAt: tstz('saved_at').notNull(),
    /** Checked in a learn-mode practice set: its key was shown, so no save changes it any more. */
    checked: boolean('checked').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * What one learner has made of one question, wherever they answered it (a test, a paper, practice,
 * the day's quiz): written when an attempt ends and when a learn-mode answer is checked. "My
 * mistakes", weak topics and a topic's figures read these rows, not the answers (decision 026).
 */
export const learnerQuestions = pgTable(
  'learner_questions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answered: integer('answered').notNull(),
    correct: integer('correct').notNull(),
    lastCorrect: boolean('last_correct').notNull(),
    /** Answered right this many times running (0 after a wrong answer). */
    rightInRow: integer('right_in_row').notNull(),
    lastAnsweredAt: tstz('last_answered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** Questions a learner keeps to practise later (from a review or a practice set). */
export const questionBookmarks = pgTable(
  'question_bookmarks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('question_bookmarks_newest_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A learner's doubt about a bank question, or an error they report in it (decision 026): one of
 * each kind per learner and question. Staff answer a doubt (shown to every learner under the
 * explanation) or accept or reject a report, with a reply.
 */
export const questionFeedback = pgTable(
  'question_feedback',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['doubt', 'wrong_key', 'wrong_wording', 'wrong_translation'],
    }).notNull(),
    text: text('text').notNull(),
    /** The language whose translation is wrong; null for every other kind. */
    language: text('language', { enum: ['en', 'ml'] }),
    status: text('status', { enum: ['open', 'answered', 'accepted', 'rejected'] })
      .notNull()
      .default('open'),
    answer: text('answer'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: tstz('answered_at'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('question_feedback_one_each_idx').on(t.questionId, t.userId, t.kind),
    index('question_feedback_status_idx').on(t.status, t.createdAt),
    check(
      'question_feedback_kind_valid',
      sql`${t.kind} in ('doubt', 'wrong_key', 'wrong_wording', 'wrong_translation')`,
    ),
    check(
      'question_feedback_status_valid',
      sql`${t.status} in ('open', 'answered', 'accepted', 'rejected')`,
    ),
  ],
);
