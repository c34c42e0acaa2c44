import type { Role } from '@pariksha/contracts/admin-paths';
import { AUTO_END_MARGIN_MINUTES, type LiveState } from '@pariksha/contracts/live';

/*
 * The rules of a live class's schedule, as plain functions of the stored row and the clock: what
 * state a learner sees, when a class nobody ended ends by itself, and who may change it.
 */

const MINUTE = 60_000;

export type Schedule = { state: string; startsAt: Date; plannedMinutes: number };

/** When a class still upcoming or live is ended by itself: its planned end plus a margin. */
export const autoEndAt = ({ startsAt, plannedMinutes }: Schedule) =>
  new Date(startsAt.getTime() + (plannedMinutes + AUTO_END_MARGIN_MINUTES) * MINUTE);

/** The state learners see: the one set, or ended once the class has run past its margin. */
export function effectiveState(s: Schedule, now: Date): LiveState {
  if (s.state === 'ended' || now >= autoEndAt(s)) return 'ended';
  return s.state === 'live' ? 'live' : 'upcoming';
}

/** Moves a teacher or admin may make: upcoming → live or ended (cancelled), live → ended. */
export function canMove(from: LiveState, to: 'live' | 'ended') {
  return from !== 'ended' && from !== to;
}

/** Admins moderate every class; a teacher, the classes they teach. */
export const canModerate = (role: Role, userId: string, teacherUserId: string | null) =>
  role === 'admin' || (role === 'teacher' && teacherUserId === userId);

/** Milliseconds before the writer may send again (0: now), given when they last sent. */
export function sendWait(lastSentAt: Date | null, now: Date, intervalMs: number) {
  if (!lastSentAt) return 0;
  return Math.max(0, lastSentAt.getTime() + intervalMs - now.getTime());
}

/**
 * Whether a caller may make `next` the teacher of a class taught by `current` (undefined: a new
 * class). The teacher moderates the class's chat, so naming one is an admin's to do; a teacher
 * may name themselves on a class they add, keep a class's teacher as it is, and give back a
 * class they teach. Never take another's class, nor hand a class to someone else.
 */
export function mayNameTeacher(
  role: Role,
  userId: string,
  current: string | null | undefined,
  next: string | null,
) {
  if (role === 'admin' || next === current) return true;
  if (role !== 'teacher') return false;
  return current === undefined
    ? next === null || next === userId
    : current === userId && next === null;
}
