import { ANSWER_GRACE_SECONDS, type ExamAvailability } from '@pariksha/contracts/exams';
import { ErrorCode } from '@pariksha/contracts/errors';
import { FieldMessage } from '@pariksha/contracts/fields';
import { AppError } from '../../lib/app-error';
import type { AttemptRef, ExamDetail } from './exams.types';

// The rules of an exam's paper and of time in the mock-test engine, as plain functions (time
// read from the server's clock; the rules of marks are in scoring.ts).

/**
 * Once learners have started an exam its paper is fixed: no question or option comes or goes,
 * and what decides a score (the key, the marks) changes only as an explicit regrade. This is the
 * 409 that says so: what the change would do to the attempts, and how to go on.
 */
export function fixedPaper(attempts: number, what: string) {
  return new AppError(
    ErrorCode.CONFLICT,
    `${attempts} attempt(s) have been made at this exam, so ${what}`,
    { attempts },
  );
}

/** Refuses to add or remove questions once the paper is fixed (see fixedPaper). */
export function checkPaperOpen(exam: { attempts: number }, what: string) {
  if (exam.attempts > 0) throw fixedPaper(exam.attempts, what);
}

/** A question has exactly one correct option; `field` names its options in the refusal. */
export function checkOneCorrectOption(options: { correct: boolean }[], field = 'options') {
  if (options.filter((o) => o.correct).length !== 1)
    throw AppError.validation(field, FieldMessage.oneCorrectOption);
}

const GRACE_MS = ANSWER_GRACE_SECONDS * 1000;

/** Whether the exam's window lets an attempt start now (`open` when it has no window). */
export function availabilityOf(
  e: Pick<ExamDetail, 'opensAt' | 'closesAt'>,
  now: Date,
): ExamAvailability {
  if (e.opensAt && now < e.opensAt) return 'upcoming';
  if (e.closesAt && now >= e.closesAt) return 'closed';
  return 'open';
}

/** An attempt ends after its duration or when the window closes, whichever comes first. */
export function deadlineOf(e: Pick<ExamDetail, 'durationSeconds' | 'closesAt'>, startedAt: Date) {
  const end = startedAt.getTime() + e.durationSeconds * 1000;
  return new Date(e.closesAt ? Math.min(end, e.closesAt.getTime()) : end);
}

/**
 * How many attempts a learner may take. A scheduled test allows one: while it is open, the score
 * of a second attempt would tell what the first one got right, which is the key by another road.
 */
export const attemptLimitOf = (e: Pick<ExamDetail, 'closesAt' | 'maxAttempts'>) =>
  e.closesAt ? 1 : e.maxAttempts;

/** Saves are accepted up to and including deadline + grace. */
export const isOverdue = (a: Pick<AttemptRef, 'deadline'>, now: Date) =>
  now.getTime() > a.deadline.getTime() + GRACE_MS;

/** Open attempts whose deadline is before this are overdue (isOverdue, for a query). */
export const overdueCutoff = (now: Date) => new Date(now.getTime() - GRACE_MS);

/**
 * When the review of a finished attempt (correct options, explanations) may be shown; null when
 * it may be shown now. A scheduled test keeps its key until no attempt of it can take an answer
 * any more: its window's close plus the grace for late saves. A test without a closing time is
 * practice: its review is there at once.
 */
export function reviewOpensAt(e: Pick<ExamDetail, 'closesAt'>, now: Date): Date | null {
  if (!e.closesAt) return null;
  const opens = new Date(e.closesAt.getTime() + GRACE_MS);
  return now < opens ? opens : null;
}

/** A scheduled test keeps its key back (reviewOpensAt) while it closes after this. */
export const keyKeptIfClosingAfter = (now: Date) => new Date(now.getTime() - GRACE_MS);

/** Whole seconds left before the deadline; 0 once the attempt is over. */
export const secondsLeft = (a: Pick<AttemptRef, 'status' | 'deadline'>, now: Date) =>
  a.status === 'in_progress'
    ? Math.max(0, Math.floor((a.deadline.getTime() - now.getTime()) / 1000))
    : 0;

/** Seconds from the start to the end, counted no further than the deadline. */
export function timeTakenSeconds(a: Pick<AttemptRef, 'startedAt' | 'deadline'>, endedAt: Date) {
  const end = Math.min(endedAt.getTime(), a.deadline.getTime());
  return Math.max(0, Math.round((end - a.startedAt.getTime()) / 1000));
}
