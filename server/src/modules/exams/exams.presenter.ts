import type {
  Exam,
  ExamListItem,
  ExamTime,
  HistoryAttempt,
  LearnerAttemptSummary,
  OpenAttempts,
  Paper,
  PaperQuestion,
  ResultSummary,
  StartedAttempt,
} from '@pariksha/contracts/exams';
import type {
  AttemptRef,
  AttemptRow,
  ExamDetail,
  FinishedAttempt,
  Marking,
  StoredAnswer,
} from './exams.types';
import type { OpenAttemptRow } from './exams.repository';
import { attemptLimitOf, availabilityOf, secondsLeft } from './exams.rules';
import { accuracyOf, maxScoreOf, negativeMarksOf, roundPercent, roundScore } from './scoring';

// Presenters pick fields one by one: this is where the answer key stays behind. Figures come
// from the rules; each score leaves through roundScore, each percentage through roundPercent.

function negativeMarksLabel(m: Marking) {
  if (m.negativeNumerator === 0) return '0';
  if (m.negativeDenominator === 1) return String(m.negativeNumerator);
  return `${m.negativeNumerator}/${m.negativeDenominator}`;
}

export function summaryOf(attempts: AttemptRow[]): LearnerAttemptSummary {
  if (attempts.length === 0) return { status: 'not_started', attemptsUsed: 0 };
  const open = attempts.find((a) => a.status === 'in_progress');
  if (open) {
    return {
      status: 'in_progress',
      attemptsUsed: attempts.length,
      attemptId: open.id,
      deadline: open.deadline.toISOString(),
    };
  }
  const finished = [...attempts].sort((a, b) => b.endedAt!.getTime() - a.endedAt!.getTime());
  const latest = finished[0]!;
  return {
    status: 'finished',
    attemptsUsed: attempts.length,
    latestAttemptId: latest.id,
    latestScore: roundScore(latest.score ?? 0),
    bestScore: roundScore(Math.max(...finished.map((a) => a.score ?? 0))),
    maxScore: roundScore(latest.maxScore ?? 0),
  };
}

type ItemAccess = { locked: boolean; preview: boolean };

export function toExamListItem(
  e: ExamDetail,
  attempts: AttemptRow[],
  now: Date,
  item: ItemAccess,
): ExamListItem {
  return {
    id: e.id,
    courseId: e.courseId,
    kind: e.kind,
    practiceMode: e.practiceMode,
    paper: e.paper,
    title: e.title,
    durationSeconds: e.durationSeconds,
    marksPerQuestion: e.marksPerQuestion,
    negativeMarks: negativeMarksOf(e),
    negativeMarksLabel: negativeMarksLabel(e),
    questionCount: e.questions.length,
    maxScore: roundScore(maxScoreOf(e, e.questions.length)),
    maxAttempts: attemptLimitOf(e),
    opensAt: e.opensAt?.toISOString() ?? null,
    closesAt: e.closesAt?.toISOString() ?? null,
    availability: availabilityOf(e, now),
    isDemo: e.isDemo,
    languages: e.languages,
    attemptsUsed: attempts.length,
    attempt: summaryOf(attempts),
    locked: item.locked,
    preview: item.preview,
  };
}

export function toExam(e: ExamDetail, attempts: AttemptRow[], now: Date, item: ItemAccess): Exam {
  return {
    ...toExamListItem(e, attempts, now, item),
    instructions: e.instructions,
    instructionsMl: e.instructionsMl,
    sections: e.sections,
  };
}

/** The questions without their key (serialised once per cached exam: see paper-body). */
export function toPaperQuestions(e: ExamDetail): PaperQuestion[] {
  const titles = new Map(e.sections.map((s) => [s.id, s.title]));
  return e.questions.map((q) => ({
    id: q.id,
    number: q.number,
    sectionId: q.sectionId,
    section: titles.get(q.sectionId) ?? '',
    stem: q.stem,
    stemMl: q.stemMl,
    options: q.options.map((o) => ({ id: o.id, text: o.text, textMl: o.textMl })),
  }));
}

/** The paper but its questions: the learner's own part, a few hundred bytes (see paper-body). */
export type PaperHead = Omit<Paper, 'questions'>;

export function toPaperHead(
  e: ExamDetail,
  a: AttemptRef,
  answers: StoredAnswer[],
  now: Date,
): PaperHead {
  return {
    attemptId: a.id,
    examId: e.id,
    title: e.title,
    kind: e.kind,
    practiceMode: e.practiceMode,
    status: a.status,
    startedAt: a.startedAt.toISOString(),
    deadline: a.deadline.toISOString(),
    serverNow: now.toISOString(),
    remainingSeconds: secondsLeft(a, now),
    languages: e.languages,
    marksPerQuestion: e.marksPerQuestion,
    negativeMarks: negativeMarksOf(e),
    sections: e.sections,
    answers: answers.map((x) => ({
      questionId: x.questionId,
      optionId: x.optionId,
      markedForReview: x.markedForReview,
      seq: x.seq,
    })),
  };
}

export function toStartedAttempt(a: AttemptRef, now: Date, created: boolean): StartedAttempt {
  return {
    attemptId: a.id,
    examId: a.examId,
    startedAt: a.startedAt.toISOString(),
    deadline: a.deadline.toISOString(),
    serverNow: now.toISOString(),
    created,
  };
}

export function toTime(a: AttemptRef, now: Date): ExamTime {
  return {
    attemptId: a.id,
    serverNow: now.toISOString(),
    startedAt: a.startedAt.toISOString(),
    deadline: a.deadline.toISOString(),
    remainingSeconds: secondsLeft(a, now),
    status: a.status,
  };
}

export function toResultSummary(
  a: FinishedAttempt,
  e: Pick<ExamDetail, 'id' | 'title' | 'courseId' | 'kind' | 'practiceMode'>,
): ResultSummary {
  return {
    attemptId: a.id,
    examId: e.id,
    examTitle: e.title,
    courseId: e.courseId,
    kind: e.kind,
    practiceMode: e.practiceMode,
    status: a.status,
    startedAt: a.startedAt.toISOString(),
    endedAt: a.endedAt.toISOString(),
    score: roundScore(a.score),
    maxScore: roundScore(a.maxScore),
    correct: a.correct,
    wrong: a.wrong,
    unanswered: a.unanswered,
    accuracy: roundPercent(accuracyOf(a.correct, a.wrong)),
    timeTakenSeconds: a.timeTakenSeconds,
  };
}

export function toHistoryAttempt(a: AttemptRow, e: ExamDetail): HistoryAttempt {
  const done = a.status !== 'in_progress';
  return {
    attemptId: a.id,
    status: a.status,
    startedAt: a.startedAt.toISOString(),
    deadline: a.deadline.toISOString(),
    endedAt: a.endedAt?.toISOString() ?? null,
    score: done ? roundScore(a.score ?? 0) : null,
    maxScore: roundScore(a.maxScore ?? maxScoreOf(e, e.questions.length)),
    correct: done ? a.correct : null,
    wrong: done ? a.wrong : null,
    unanswered: done ? a.unanswered : null,
    accuracy: done ? roundPercent(accuracyOf(a.correct ?? 0, a.wrong ?? 0)) : null,
    timeTakenSeconds: done ? a.timeTakenSeconds : null,
  };
}

export function toOpenAttempts(rows: OpenAttemptRow[], now: Date): OpenAttempts {
  return {
    serverNow: now.toISOString(),
    attempts: rows.map((r) => ({
      attemptId: r.attemptId,
      examId: r.examId,
      courseId: r.courseId,
      kind: r.kind,
      practiceMode: r.practiceMode,
      examTitle: r.examTitle,
      deadline: r.deadline.toISOString(),
    })),
  };
}
