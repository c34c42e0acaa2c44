import type { ExamInput } from '@pariksha/contracts/exams-staff';
import type {
  AttemptStatus,
  ExamKind,
  ExamLanguage,
  PaperInfo,
  PracticeMode,
} from '@pariksha/contracts/exams';

export type OptionDetail = { id: number; text: string; textMl: string | null };

/** A question as the server holds it: with its key. Never sent as it is. */
export type QuestionDetail = {
  id: number;
  sectionId: number;
  number: number;
  stem: string;
  stemMl: string | null;
  explanation: string;
  explanationMl: string | null;
  topic: string;
  options: OptionDetail[];
  correctOptionId: number;
};

export type ExamDetail = {
  id: number;
  /** Null for a practice set and a day's quiz (decision 026). */
  courseId: number | null;
  kind: ExamKind;
  /** The learner a practice set is for; null for every other kind. */
  ownerId: string | null;
  practiceMode: PracticeMode | null;
  /** A previous-year paper's place in the library; null for every other kind. */
  paper: PaperInfo | null;
  title: string;
  instructions: string;
  instructionsMl: string | null;
  durationSeconds: number;
  marksPerQuestion: number;
  negativeNumerator: number;
  negativeDenominator: number;
  maxAttempts: number | null;
  opensAt: Date | null;
  closesAt: Date | null;
  isDemo: boolean;
  /**
   * Learners may find and start it (it and its course are published). An attempt already open
   * goes on, and a result stays readable, whatever staff do meanwhile.
   */
  published: boolean;
  sections: { id: number; title: string; questionCount: number }[];
  questions: QuestionDetail[];
  /** question id → its option ids: the membership check of every answer save. */
  optionsOf: Map<number, Set<number>>;
  languages: ExamLanguage[];
  /**
   * Whether anyone signed in may open it without asking the enrolment rule: its course is free
   * and it is not limited to batches. Cached with the exam (a minute, like an edit), so the start
   * storm of an open test asks the database nothing more.
   */
  openToAll: boolean;
};

/** How an exam marks: marks per right answer, and the negative marks per wrong one as a fraction. */
export type Marking = Pick<
  ExamDetail,
  'marksPerQuestion' | 'negativeNumerator' | 'negativeDenominator'
>;

/** What a save needs to know about an attempt; small enough to cache. */
export type AttemptRef = {
  id: string;
  examId: number;
  userId: string | null;
  status: AttemptStatus;
  startedAt: Date;
  deadline: Date;
};

/** A new attempt as a start writes it; `maxAttempts` is the exam's limit as the start saw it. */
export type NewAttempt = {
  id: string;
  examId: number;
  userId: string;
  startedAt: Date;
  deadline: Date;
  maxAttempts: number | null;
};

/** What an attempt holds when it ends, as the database counts it (see finaliseAttempts). */
export type AttemptTally = Marking &
  Pick<AttemptRef, 'id' | 'startedAt' | 'deadline'> & {
    correct: number;
    wrong: number;
    questions: number;
  };

/** What the key and the marking make of an attempt's answers (all a regrade rewrites). */
export type MarkedFigures = {
  id: string;
  correct: number;
  wrong: number;
  unanswered: number;
  score: number;
  maxScore: number;
};

/** The figures an attempt keeps once it has ended. */
export type FinishedFigures = MarkedFigures & { endedAt: Date; timeTakenSeconds: number };

export type AttemptRow = AttemptRef & {
  /** The tab or device that claimed the attempt last (null until one has). */
  holderId: string | null;
  endedAt: Date | null;
  score: number | null;
  maxScore: number | null;
  correct: number | null;
  wrong: number | null;
  unanswered: number | null;
  timeTakenSeconds: number | null;
  ranked: boolean;
};

export type FinishedAttempt = AttemptRow & {
  status: 'submitted' | 'expired';
  endedAt: Date;
  score: number;
  maxScore: number;
  correct: number;
  wrong: number;
  unanswered: number;
  timeTakenSeconds: number;
};

export type StoredAnswer = {
  questionId: number;
  optionId: number | null;
  markedForReview: boolean;
  seq: number;
};

/** An answer on its way to the database; `holderId` null when its caller sent none (unchecked). */
export type PendingAnswer = StoredAnswer & {
  attemptId: string;
  holderId: string | null;
  savedAt: Date;
};

/** An exam as the console sends it; demo content also names it and marks it as demo. */
export type NewExam = ExamInput & { slug?: string; isDemo?: boolean };

/** numeric and bigint columns arrive as strings from one driver and numbers from the other. */
export function toNumber(v: number | string | null | undefined): number {
  return v === null || v === undefined ? 0 : Number(v);
}

export function isFinished(a: AttemptRow): a is FinishedAttempt {
  return a.status !== 'in_progress';
}
