import type { StaffAttempt } from '@pariksha/contracts/exams-staff';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { iso } from '../../lib/iso';
import { roundScore } from './scoring';
import { csvLine } from './bank/csv-format';
import { findExam } from './exams.staff.repository';
import * as repo from './results.staff.repository';
import { examStatistics } from './statistics';

/** The figures of an exam's ranked attempts (each learner's first), as teachers read them. */
export async function statistics(db: Db, examId: number) {
  const exam = await findExam(db, examId);
  if (!exam) throw AppError.notFound('Exam');
  const input = await repo.statisticsInput(db, examId);
  return examStatistics({ ...input, maxScore: exam.questionCount * exam.marksPerQuestion });
}

const PAGE = 200;

const present = (r: repo.AttemptRow): StaffAttempt => ({
  ...r,
  learner: r.learner ?? 'Deleted account',
  startedAt: iso(r.startedAt),
  endedAt: iso(r.endedAt),
  score: r.score === null ? null : roundScore(r.score),
  maxScore: r.maxScore === null ? null : roundScore(r.maxScore),
});

async function attemptsOf(db: Db, examId: number, q: string | undefined, limit: number | null) {
  if (!(await findExam(db, examId))) throw AppError.notFound('Exam');
  const { rows, total } = await repo.listAttempts(db, examId, q, limit);
  return { data: rows.map(present), meta: { total } };
}

/** The newest attempts matching `q`, and how many match in all. */
export const attempts = (db: Db, examId: number, q?: string) => attemptsOf(db, examId, q, PAGE);

/**
 * A spreadsheet cell that cannot run: a learner's name starting with = + - @ would be a formula
 * to a spreadsheet program, so it is kept as text.
 */
const cell = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

const COLUMNS = [
  'learner',
  'email',
  'status',
  'started_at',
  'ended_at',
  'score',
  'max_score',
  'correct',
  'wrong',
  'unanswered',
  'time_taken_seconds',
  'ranked',
];

/** Every attempt matching `q`, as CSV. */
export async function attemptsCsv(db: Db, examId: number, q?: string) {
  const { data } = await attemptsOf(db, examId, q, null);
  const text = (v: string | number | boolean | null) => (v === null ? '' : String(v));
  const rows = data.map((a) =>
    csvLine([
      cell(a.learner),
      cell(a.email ?? ''),
      a.status,
      a.startedAt,
      text(a.endedAt),
      text(a.score),
      text(a.maxScore),
      text(a.correct),
      text(a.wrong),
      text(a.unanswered),
      text(a.timeTakenSeconds),
      text(a.ranked),
    ]),
  );
  return [csvLine(COLUMNS), ...rows].join('\r\n') + '\r\n';
}
