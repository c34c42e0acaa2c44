import zlib from 'node:zlib';
import { z } from 'zod';
import {
  PaperQuestionSchema,
  type Exam,
  type ExamListItem,
  type ExamTime,
  type HistoryAttempt,
  type LearnerAttemptSummary,
  type Paper,
  type PaperQuestion,
  type ResultSummary,
} from '@pariksha/contracts/exams';
import type {
  AttemptRef,
  AttemptRow,
  ExamDetail,
  FinishedAttempt,
  StoredAnswer,
} from './exams.types';
import { attemptLimitOf, availabilityOf } from './exams.rules';

// Presenters pick fields one by one: this is where the answer key stays behind.

export const round = (x: number, places = 2) => Math.round(x * 10 ** places) / 10 ** places;
export const accuracyOf = (correct: number, wrong: number) =>
  correct + wrong === 0 ? 0 : round((100 * correct) / (correct + wrong), 1);
export const secondsUntil = (deadline: Date, now: Date) =>
  Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));

export function negativeMarks(e: ExamDetail) {
  return e.negativeNumerator / e.negativeDenominator;
}

function negativeMarksLabel(e: ExamDetail) {
  if (e.negativeNumerator === 0) return '0';
  if (e.negativeDenominator === 1) return String(e.negativeNumerator);
  return `${e.negativeNumerator}/${e.negativeDenominator}`;
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
    latestScore: round(latest.score ?? 0),
    bestScore: round(Math.max(...finished.map((a) => a.score ?? 0))),
    maxScore: round(latest.maxScore ?? 0),
  };
}

export function toExamListItem(e: ExamDetail, attempts: AttemptRow[], now: Date): ExamListItem {
  return {
    id: e.id,
    courseId: e.courseId,
    title: e.title,
    durationSeconds: e.durationSeconds,
    marksPerQuestion: e.marksPerQuestion,
    negativeMarks: negativeMarks(e),
    negativeMarksLabel: negativeMarksLabel(e),
    questionCount: e.questions.length,
    maxScore: round(e.maxScore),
    maxAttempts: attemptLimitOf(e),
    opensAt: e.opensAt?.toISOString() ?? null,
    closesAt: e.closesAt?.toISOString() ?? null,
    availability: availabilityOf(e, now),
    isDemo: e.isDemo,
    languages: e.languages,
    attemptsUsed: attempts.length,
    attempt: summaryOf(attempts),
  };
}

export function toExam(e: ExamDetail, attempts: AttemptRow[], now: Date): Exam {
  return {
    ...toExamListItem(e, attempts, now),
    instructions: e.instructions,
    sections: e.sections,
  };
}

const paperCache = new WeakMap<ExamDetail, PaperQuestion[]>();
/** The questions without their key; built once per cached exam. */
export function paperQuestions(e: ExamDetail): PaperQuestion[] {
  let list = paperCache.get(e);
  if (!list) {
    const titles = new Map(e.sections.map((s) => [s.id, s.title]));
    list = e.questions.map((q) => ({
      id: q.id,
      number: q.number,
      sectionId: q.sectionId,
      section: titles.get(q.sectionId) ?? '',
      stem: q.stem,
      stemMl: q.stemMl,
      options: q.options.map((o) => ({ id: o.id, text: o.text, textMl: o.textMl })),
    }));
    paperCache.set(e, list);
  }
  return list;
}

export function toPaper(e: ExamDetail, a: AttemptRef, answers: StoredAnswer[], now: Date): Paper {
  return {
    attemptId: a.id,
    examId: e.id,
    title: e.title,
    status: a.status,
    startedAt: a.startedAt.toISOString(),
    deadline: a.deadline.toISOString(),
    serverNow: now.toISOString(),
    remainingSeconds: a.status === 'in_progress' ? secondsUntil(a.deadline, now) : 0,
    languages: e.languages,
    marksPerQuestion: e.marksPerQuestion,
    negativeMarks: negativeMarks(e),
    sections: e.sections,
    questions: paperQuestions(e),
    answers: answers.map((x) => ({
      questionId: x.questionId,
      optionId: x.optionId,
      markedForReview: x.markedForReview,
      seq: x.seq,
    })),
  };
}

type PaperTail = {
  /** `,"questions":[…]}}`: the end of every paper of the exam. */
  plain: Buffer;
  /** The same bytes as raw deflate data, compressed once. */
  deflated: Buffer;
};
const paperTails = new WeakMap<ExamDetail, PaperTail>();

function paperTail(e: ExamDetail): PaperTail {
  let tail = paperTails.get(e);
  if (tail === undefined) {
    const checked = z.array(PaperQuestionSchema).parse(paperQuestions(e));
    const plain = Buffer.from(`,"questions":${JSON.stringify(checked)}}}`);
    tail = { plain, deflated: zlib.deflateRawSync(plain, { level: 9 }) };
    paperTails.set(e, tail);
  }
  return tail;
}

/**
 * The paper as response bytes. The questions are the same for every learner of an exam, so their
 * JSON is built (and checked against the contract) once per cached exam and kept as bytes, plain
 * and deflated: with thousands of learners opening one exam at once, serialising it per request
 * was the largest cost. The rest is small and built field by field by toPaper, so it is written as
 * it is. Gzipped (decision 008), a 100-question paper is a quarter of its size.
 */
export function paperBody(
  e: ExamDetail,
  a: AttemptRef,
  answers: StoredAnswer[],
  now: Date,
  gzip: boolean,
) {
  const tail = paperTail(e);
  const { questions: _omitted, ...head } = toPaper(e, a, answers, now);
  const start = Buffer.from(`{"data":${JSON.stringify(head).slice(0, -1)}`);
  return gzip
    ? gzipMember(start, tail)
    : Buffer.concat([start, tail.plain], start.length + tail.plain.length);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const STORED_MAX = 0xffff;

/**
 * One gzip member (RFC 1952) without compressing anything per request: the learner's head goes
 * as stored deflate blocks (RFC 1951 §3.2.4; they end on a byte boundary), followed by the
 * exam's questions deflated once, whose last block is final. The trailer's CRC continues from
 * the head's over the questions, which is cheaper than deflating them again.
 */
export function gzipMember(head: Buffer, tail: PaperTail) {
  const blocks = Math.ceil(head.length / STORED_MAX);
  const out = Buffer.allocUnsafe(10 + blocks * 5 + head.length + tail.deflated.length + 8);
  let at = GZIP_HEADER.copy(out, 0);
  for (let from = 0; from < head.length; from += STORED_MAX) {
    const len = Math.min(STORED_MAX, head.length - from);
    out[at] = 0; // not final, stored
    out.writeUInt16LE(len, at + 1);
    out.writeUInt16LE(~len & 0xffff, at + 3);
    at += 5 + head.copy(out, at + 5, from, from + len);
  }
  at += tail.deflated.copy(out, at);
  out.writeUInt32LE(zlib.crc32(tail.plain, zlib.crc32(head)), at);
  out.writeUInt32LE((head.length + tail.plain.length) >>> 0, at + 4);
  return out;
}

export function toTime(a: AttemptRef, now: Date): ExamTime {
  return {
    attemptId: a.id,
    serverNow: now.toISOString(),
    startedAt: a.startedAt.toISOString(),
    deadline: a.deadline.toISOString(),
    remainingSeconds: a.status === 'in_progress' ? secondsUntil(a.deadline, now) : 0,
    status: a.status,
  };
}

export function toResultSummary(
  a: FinishedAttempt,
  e: { id: number; title: string; courseId: number },
): ResultSummary {
  return {
    attemptId: a.id,
    examId: e.id,
    examTitle: e.title,
    courseId: e.courseId,
    status: a.status,
    startedAt: a.startedAt.toISOString(),
    endedAt: a.endedAt.toISOString(),
    score: round(a.score),
    maxScore: round(a.maxScore),
    correct: a.correct,
    wrong: a.wrong,
    unanswered: a.unanswered,
    accuracy: accuracyOf(a.correct, a.wrong),
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
    score: done ? round(a.score ?? 0) : null,
    maxScore: round(a.maxScore ?? e.maxScore),
    correct: done ? a.correct : null,
    wrong: done ? a.wrong : null,
    unanswered: done ? a.unanswered : null,
    accuracy: done ? accuracyOf(a.correct ?? 0, a.wrong ?? 0) : null,
    timeTakenSeconds: done ? a.timeTakenSeconds : null,
  };
}
