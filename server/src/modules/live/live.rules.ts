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
