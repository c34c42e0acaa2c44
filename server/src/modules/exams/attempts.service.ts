import crypto from 'node:crypto';
import { ErrorCode } from '@pariksha/contracts/errors';
import type {
  ClaimedAttempt,
  ExamTime,
  ResultSummary,
  StartedAttempt,
} from '@pariksha/contracts/exams';
import { AppError } from '../../lib/app-error';
import {
  countAttempts,
  findAttempt,
  findAttemptWithAnswers,
  findOpenAttempt,
  holdAttempt,
} from './attempts.repository';
import { assertMayOpenExam } from './exam-access';
import type { ExamEngine } from './exam-engine';
import {
  toPaperHead,
  toResultSummary,
  toStartedAttempt,
  toTime,
  type PaperHead,
} from './exams.presenter';
import { attemptLimitOf, availabilityOf, deadlineOf, isOverdue } from './exams.rules';
import { isFinished, type AttemptRow, type ExamDetail, type FinishedAttempt } from './exams.types';

export const attemptClosed = () =>
  new AppError(ErrorCode.ATTEMPT_CLOSED, 'This attempt has ended; answers can no longer be saved');

export const attemptTakenOver = () =>
  new AppError(
    ErrorCode.ATTEMPT_TAKEN_OVER,
    'This attempt continues in another tab or device; open it here again to go on here',
  );

export async function examOf(engine: ExamEngine, examId: number): Promise<ExamDetail> {
  const exam = await engine.exam(examId);
  if (!exam) throw AppError.notFound('Exam');
  return exam;
}

/** The learner's own attempt, closed first if it is overdue. Anyone else's is "not found". */
export async function ownedAttempt(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
): Promise<AttemptRow> {
  const a = await findAttempt(engine.db, attemptId);
  if (!a || a.userId !== userId) throw AppError.notFound('Attempt');
  if (a.status === 'in_progress' && isOverdue(a, engine.clock.now())) {
    await engine.finalise([a.id], 'expired');
    return (await findAttempt(engine.db, attemptId))!;
  }
  return a;
}

/** Writes a new attempt through the start queue; null when the database left it out. */
function create(engine: ExamEngine, exam: ExamDetail, userId: string, now: Date) {
  return engine.insertAttempt({
    id: crypto.randomUUID(),
    examId: exam.id,
    userId,
    startedAt: now,
    deadline: deadlineOf(exam, now),
    maxAttempts: attemptLimitOf(exam),
  });
}

/**
 * Starts an attempt, or returns the learner's open one (so a double click or a reload is harmless).
 * A start of an open exam first just tries to insert (batched with every other start of the
 * tick): that is a learner's first start. Only when the database leaves the row out (an attempt is
 * open, or the attempts are used up) does it look at the learner's attempts.
 */
export async function startAttempt(
  engine: ExamEngine,
  userId: string,
  examId: number,
): Promise<StartedAttempt> {
  const exam = await examOf(engine, examId);
  if (!exam.published) throw AppError.notFound('Exam');
  const now = engine.clock.now();
  // Access is decided here, once: an attempt that started may be saved and finished even if
  // access ends meanwhile, and one still open may be resumed.
  const refused = await mayStart(engine, exam, userId, now);
  if (refused) {
    const open = await findOpenAttempt(engine.db, examId, userId);
    if (open && !isOverdue(open, now)) return toStartedAttempt(open, now, false);
    throw refused;
  }
  if (availabilityOf(exam, now) === 'open') {
    const attempt = await create(engine, exam, userId, now);
    if (attempt) return toStartedAttempt(attempt, now, true);
  }
  const open = await findOpenAttempt(engine.db, examId, userId);
  if (open && !isOverdue(open, now)) return toStartedAttempt(open, now, false);
  // An overdue open attempt is closed first (lazy expiry); only then may a new one begin.
  if (open) await engine.finalise([open.id], 'expired');

  const availability = availabilityOf(exam, now);
  if (availability !== 'open') {
    const when =
      availability === 'upcoming' ? `opens at ${exam.opensAt!.toISOString()}` : 'has closed';
    throw new AppError(ErrorCode.EXAM_NOT_OPEN, `This exam ${when}`);
  }
  const limit = attemptLimitOf(exam);
  if (limit !== null && (await countAttempts(engine.db, examId, userId)) >= limit) {
    throw new AppError(
      ErrorCode.ATTEMPT_LIMIT_REACHED,
      exam.closesAt
        ? 'You have taken this scheduled test; it allows one attempt'
        : `You have used all ${limit} attempts of this exam`,
    );
  }
  const attempt = await create(engine, exam, userId, now);
  if (attempt) return toStartedAttempt(attempt, now, true);
  // A concurrent start of the same learner won the race: answer with its attempt.
  const winner = await findOpenAttempt(engine.db, examId, userId);
  if (!winner) throw new AppError(ErrorCode.CONFLICT, 'Could not start the attempt, try again');
  return toStartedAttempt(winner, now, false);
}

async function mayStart(engine: ExamEngine, exam: ExamDetail, userId: string, now: Date) {
  try {
    await assertMayOpenExam(engine, exam, userId, now);
    return null;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

/** A paper as the route sends it: the learner's part, and the exam whose questions follow. */
export type PaperParts = { exam: ExamDetail; head: PaperHead };

/**
 * The paper of the learner's attempt. The first paper of an attempt this node has just created
 * is answered from memory: no answer can exist yet. Any other reads the attempt and its answers
 * in one query.
 */
export async function getPaper(
  engine: ExamEngine,
  userId: string,
  examId: number,
  attemptId: string,
): Promise<PaperParts> {
  const now = engine.clock.now();
  const fresh = engine.takeUntouched(attemptId);
  if (fresh && fresh.userId === userId && fresh.examId === examId && !isOverdue(fresh, now)) {
    const exam = await examOf(engine, examId);
    return { exam, head: toPaperHead(exam, fresh, [], now) };
  }
  const found = await findAttemptWithAnswers(engine.db, attemptId);
  if (!found || found.attempt.userId !== userId) throw AppError.notFound('Attempt');
  let { attempt, answers } = found;
  if (attempt.status === 'in_progress' && isOverdue(attempt, now)) {
    await engine.finalise([attempt.id], 'expired');
    ({ attempt, answers } = (await findAttemptWithAnswers(engine.db, attemptId))!);
  }
  if (attempt.examId !== examId) throw AppError.notFound('Attempt');
  const exam = await examOf(engine, examId);
  // The saves that follow a paper need the attempt: they find it here instead of reading it.
  if (attempt.status === 'in_progress') engine.keep(attempt);
  return { exam, head: toPaperHead(exam, attempt, answers, engine.clock.now()) };
}

export async function getTime(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
): Promise<ExamTime> {
  const a = await ownedAttempt(engine, userId, attemptId);
  return toTime(a, engine.clock.now());
}

export async function finishedAttempt(engine: ExamEngine, userId: string, attemptId: string) {
  const a = await ownedAttempt(engine, userId, attemptId);
  if (!isFinished(a)) throw new AppError(ErrorCode.CONFLICT, 'This attempt is still in progress');
  return a;
}

/**
 * This tab or device takes the attempt over: from now on saves and the end sent with an older
 * holder are refused. Saves queued on this node before the claim are written first, so the paper
 * read after it holds them.
 */
export async function claimAttempt(
  engine: ExamEngine,
  userId: string,
  examId: number,
  attemptId: string,
  holderId: string,
): Promise<ClaimedAttempt> {
  const a = await ownedAttempt(engine, userId, attemptId);
  if (a.examId !== examId) throw AppError.notFound('Attempt');
  if (a.status !== 'in_progress') throw attemptClosed();
  await engine.savesWritten();
  if (!(await holdAttempt(engine.db, a.id, holderId))) throw attemptClosed();
  return { attemptId: a.id, holderId };
}

/**
 * Ends the attempt; ending it again returns the same result. Sent with a holder, only by the one
 * holding the attempt: a screen that was taken over never hands in (or reads the result of) answers
 * it does not show.
 */
export async function endAttempt(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  holderId?: string,
): Promise<ResultSummary> {
  let a = await ownedAttempt(engine, userId, attemptId);
  if (holderId && a.holderId !== holderId) throw attemptTakenOver();
  if (a.status === 'in_progress') {
    // Let saves already queued on this node land first, so they count.
    await engine.savesWritten();
    await engine.finalise([a.id], 'submitted', holderId);
    a = (await findAttempt(engine.db, attemptId))!;
    // Still open: another tab or device claimed it between the check and the end.
    if (a.status === 'in_progress') throw attemptTakenOver();
  }
  const exam = await examOf(engine, a.examId);
  return toResultSummary(a as FinishedAttempt, exam);
}
