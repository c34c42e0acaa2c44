import { fill, withQuery, type Id } from './paths';

/*
 * The exam API's constants and paths, free of zod: the exam screens and the console import them
 * without bundling the schema library. `exams.ts` re-exports everything here.
 */

/** Most answers one `v1/examAnswer` call may carry; larger batches are refused with 400. */
export const MAX_ANSWER_BATCH = 200;
/** Saves arriving up to this long after the deadline are still accepted (network grace). */
export const ANSWER_GRACE_SECONDS = 15;

export const ExamPaths = {
  byCourse: '/api/exams/course/:courseId',
  exam: '/api/exams/:id',
  start: '/api/exams/:id/attempts',
  paper: '/api/exams/:id/attempts/:attemptId/paper',
  /** PUT {holderId}: this tab or device takes the attempt over (the exam page, on every opening). */
  holder: '/api/exams/:id/attempts/:attemptId/holder',
  time: '/api/examTimeCalculation/:attemptId',
  answer: '/api/v1/examAnswer',
  end: '/api/v1/endExam',
  completed: '/api/completeTest',
  result: '/api/completedTestResult/:attemptId',
  history: '/api/examHistoryPage/:examId',
  /** The library of previous-year papers the learner may see, newest year first. */
  papers: '/api/papers',
  /** The learner's attempts still running (in progress, before their deadline), on any exam. */
  openAttempts: '/api/openAttempts',
  /** The exams attached to one recorded class. */
  byRecordedClass: '/api/exam_recordedclass/:recordedClassId',
  /** The exams attached to the recorded classes of a course, by class. */
  byRecordedClassCourse: '/api/exam_recordedclass_course/:courseId',
  /** The exams attached to the live classes of a course, by class. */
  byLiveClassCourse: '/api/exam_liveclass_course/:courseId',
} as const;

export const examUrl = {
  byCourse: (courseId: Id) => fill(ExamPaths.byCourse, { courseId }),
  exam: (id: Id) => fill(ExamPaths.exam, { id }),
  start: (id: Id) => fill(ExamPaths.start, { id }),
  paper: (id: Id, attemptId: string) => fill(ExamPaths.paper, { id, attemptId }),
  holder: (id: Id, attemptId: string) => fill(ExamPaths.holder, { id, attemptId }),
  time: (attemptId: string) => fill(ExamPaths.time, { attemptId }),
  answer: () => ExamPaths.answer,
  end: () => ExamPaths.end,
  completed: () => ExamPaths.completed,
  result: (attemptId: string) => fill(ExamPaths.result, { attemptId }),
  history: (examId: Id) => fill(ExamPaths.history, { examId }),
  openAttempts: () => ExamPaths.openAttempts,
  papers: () => ExamPaths.papers,
  byRecordedClass: (recordedClassId: Id) => fill(ExamPaths.byRecordedClass, { recordedClassId }),
  byRecordedClassCourse: (courseId: Id) => fill(ExamPaths.byRecordedClassCourse, { courseId }),
  byLiveClassCourse: (courseId: Id) => fill(ExamPaths.byLiveClassCourse, { courseId }),
};

/**
 * The console's paths (staff): a course's exams, an exam's questions, the question bank's import
 * and export, and the figures teachers read. Once an exam has attempts its paper is fixed.
 */
export const ExamStaffPaths = {
  exams: '/api/admin/courses/:id/exams',
  exam: '/api/admin/exams/:id',
  questions: '/api/admin/exams/:id/questions',
  question: '/api/admin/questions/:id',
  /** PUT {ids}: the new order of a course's exams, of an exam's questions, each id once. */
  examsOrder: '/api/admin/courses/:id/exams/order',
  questionsOrder: '/api/admin/exams/:id/questions/order',
  /**
   * POST multipart `format` (gift | aiken | csv), `dryRun`, `onlyValid`, `sectionId`, then `file`:
   * 202 with the import, which a background job reads.
   */
  importQuestions: '/api/admin/exams/:id/questions/import',
  /** One import of the exam: its status and progress, and its result once done. */
  questionImport: '/api/admin/exams/:id/questions/imports/:importId',
  /** GET ?format=csv|gift: the exam's questions as a file that imports back the same. */
  exportQuestions: '/api/admin/exams/:id/questions/export',
  /** The CSV layout with two example rows. */
  csvTemplate: '/api/admin/questions/template.csv',
  /** Score distribution and per-question figures of an exam's ranked attempts. */
  statistics: '/api/admin/exams/:id/statistics',
  /** An exam's finished attempts, searchable; `?format=csv` downloads them. */
  attempts: '/api/admin/exams/:id/attempts',
  /** The question bank's topic tree: GET all, POST one. */
  topics: '/api/admin/topics',
  /** PUT (rename, move) or DELETE (when nothing is under it) one topic. */
  topic: '/api/admin/topics/:id',
  /** GET the bank's questions (?topicId, unfiled, q, difficulty, before), newest first. */
  bankQuestions: '/api/admin/bank/questions',
  /** PUT {ids, topicId}: files questions under a topic. */
  bankTopic: '/api/admin/bank/questions/topic',
  /** POST {sectionId, questionIds}: puts questions of the bank on an exam's paper. */
  fromBank: '/api/admin/exams/:id/questions/from-bank',
  /** DELETE: takes a question off this paper; it stays in the bank. */
  paperQuestion: '/api/admin/exams/:id/questions/:questionId',
} as const;

export const examStaffUrl = {
  exams: (courseId: Id) => fill(ExamStaffPaths.exams, { id: courseId }),
  exam: (id: Id) => fill(ExamStaffPaths.exam, { id }),
  questions: (examId: Id) => fill(ExamStaffPaths.questions, { id: examId }),
  question: (id: Id) => fill(ExamStaffPaths.question, { id }),
  examsOrder: (courseId: Id) => fill(ExamStaffPaths.examsOrder, { id: courseId }),
  questionsOrder: (examId: Id) => fill(ExamStaffPaths.questionsOrder, { id: examId }),
  importQuestions: (examId: Id) => fill(ExamStaffPaths.importQuestions, { id: examId }),
  questionImport: (examId: Id, importId: Id) =>
    fill(ExamStaffPaths.questionImport, { id: examId, importId }),
  exportQuestions: (examId: Id, format: 'csv' | 'gift') =>
    withQuery(fill(ExamStaffPaths.exportQuestions, { id: examId }), { format }),
  csvTemplate: () => ExamStaffPaths.csvTemplate,
  statistics: (examId: Id) => fill(ExamStaffPaths.statistics, { id: examId }),
  /** The attempts of learners whose name or email holds `q`; `format: 'csv'` as a file. */
  attempts: (examId: Id, query: { q?: string; format?: 'json' | 'csv' } = {}) =>
    withQuery(fill(ExamStaffPaths.attempts, { id: examId }), query),
  topics: () => ExamStaffPaths.topics,
  topic: (id: Id) => fill(ExamStaffPaths.topic, { id }),
  bankQuestions: (
    query: {
      topicId?: Id;
      unfiled?: 'true';
      q?: string;
      difficulty?: (typeof DIFFICULTIES)[number];
      before?: Id;
    } = {},
  ) => withQuery(ExamStaffPaths.bankQuestions, query),
  bankTopic: () => ExamStaffPaths.bankTopic,
  fromBank: (examId: Id) => fill(ExamStaffPaths.fromBank, { id: examId }),
  paperQuestion: (examId: Id, questionId: Id) =>
    fill(ExamStaffPaths.paperQuestion, { id: examId, questionId }),
};

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
/** Levels of the bank's topic tree: subject > topic > subtopic. */
export const TOPIC_MAX_DEPTH = 3;
/** Questions on one page of the bank's list. */
export const BANK_PAGE_SIZE = 50;
/** The question-bank files an exam imports and exports. */
export const BANK_FORMATS = ['gift', 'aiken', 'csv'] as const;
/**
 * Largest question-bank file, and most questions in one: a bank of 10,000 questions with their
 * explanations fits, and nothing bigger is read (reading is done by a background job).
 */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_QUESTIONS = 10_000;
