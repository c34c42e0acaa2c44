import crypto from 'node:crypto';
import {
  TICKET_SECONDS,
  type LiveClass,
  type LiveClassesOfCourse,
  type LiveState,
  type SetLiveStreamBody,
  type UpcomingLiveClass,
} from '@pariksha/contracts/live';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { ErrorCode } from '@pariksha/contracts/errors';
import { targetCategoryOf } from '../accounts/accounts.service';
import * as repo from './live.repository';
import * as tickets from './tickets.repository';
import { actingRoleOf, roleOf } from '../auth/auth.service';
import type { Role } from '@pariksha/contracts/admin-paths';
import { autoEndAt, canModerate, canMove, effectiveState, mayNameTeacher } from './live.rules';
import { presentClass, presentSummary } from './live.presenter';
import { calendarEvent } from './live.calendar';
import { publishedCourseName } from '../../lib/visible';
import type { Notifier } from '../notifications/notifications.service';
import {
  accessOfCourses,
  accessState,
  assertMayOpenCourse,
  entitlement,
} from '../enrolment/enrolment.service';

const opens = (kind: string) => kind === 'free' || kind === 'enrolled';

/** How many classes home lists, and how far ahead it looks. */
const UPCOMING_LIMIT = 5;
const UPCOMING_DAYS = 14;

const hashOf = (ticket: string) => crypto.createHash('sha256').update(ticket).digest('base64url');

export async function classesOfCourse(
  db: Db,
  clock: Clock,
  userId: string,
  courseId: number,
): Promise<LiveClassesOfCourse> {
  const now = clock.now();
  const [name, rows, access] = await Promise.all([
    publishedCourseName(db, courseId),
    repo.classesOfCourse(db, courseId),
    accessOfCourses(db, [courseId], userId, now),
  ]);
  if (name === null) throw AppError.notFound('Course');
  const state = access.state(courseId);
  const locked = !opens(state.kind);
  const groups: LiveClassesOfCourse = {
    course: { id: courseId, course_name: name, access: state },
    live: [],
    upcoming: [],
    ended: [],
  };
  for (const r of rows) {
    const at = effectiveState(r, now);
    groups[at].push(presentSummary(r, at, locked));
  }
  groups.ended.reverse();
  return groups;
}

/** The learner's next classes (live now first) in the courses of their exam, or of all. */
export async function upcomingForLearner(
  db: Db,
  clock: Clock,
  userId: string,
): Promise<UpcomingLiveClass[]> {
  const now = clock.now();
  const categoryId = await targetCategoryOf(db, userId);
  const until = new Date(now.getTime() + UPCOMING_DAYS * 86_400_000);
  const rows = await repo.openClasses(db, { categoryId, until });
  const access = await accessOfCourses(
    db,
    rows.map((r) => r.courseId),
    userId,
    now,
  );
  // Only classes the learner may join.
  return rows
    .filter((r) => opens(access.state(r.courseId).kind))
    .map((r) => ({ r, state: effectiveState(r, now) }))
    .filter((x) => x.state !== 'ended')
    .sort((a, b) => Number(b.state === 'live') - Number(a.state === 'live'))
    .slice(0, UPCOMING_LIMIT)
    .map(({ r, state }) => ({ ...presentSummary(r, state, false), course_name: r.courseName }));
}

export async function liveCourses(db: Db, clock: Clock, userId: string) {
  const now = clock.now();
  const rows = await repo.classesOfLiveCourses(db);
  const access = await accessOfCourses(
    db,
    rows.map((r) => r.courseId),
    userId,
    now,
  );
  const courses = new Map<number, (typeof rows)[number][]>();
  for (const r of rows) courses.set(r.courseId, [...(courses.get(r.courseId) ?? []), r]);
  return [...courses.values()].map((classes) => {
    const first = classes[0]!;
    const open = classes
      .map((r) => ({ r, state: effectiveState(r, now) }))
      .filter((x) => x.state !== 'ended');
    const next = open.find((x) => x.state === 'live') ?? open[0];
    return {
      id: first.courseId,
      course_name: first.courseName,
      course_image: first.courseImage,
      liveCount: classes.length,
      next: next
        ? presentSummary(next.r, next.state, !opens(access.state(first.courseId).kind))
        : null,
    };
  });
}

async function visibleClass(db: Db, id: number) {
  const row = await repo.findClass(db, id);
  if (!row) throw AppError.notFound('Live class');
  return row;
}

const staffOnly = () =>
  new AppError(ErrorCode.FORBIDDEN, 'Only the class’s teacher or an admin can do this');

async function moderates(db: Db, userId: string, row: repo.LiveClassRow) {
  // Staff moderate once their second factor is set up.
  return canModerate(await actingRoleOf(db, userId), userId, row.teacherUserId);
}

export async function classById(
  db: Db,
  clock: Clock,
  userId: string,
  id: number,
): Promise<LiveClass> {
  const row = await visibleClass(db, id);
  const now = clock.now();
  const moderator = await moderates(db, userId, row);
  // Its teacher and admins moderate it whatever their own access; everyone else asks the rule.
  const e = moderator
    ? await entitlement(db, row.courseId, userId, now)
    : await assertMayOpenCourse(db, row.courseId, userId, now);
  return presentClass(row, effectiveState(row, now), moderator, accessState(e));
}

export async function calendar(db: Db, clock: Clock, id: number, publicUrl: string) {
  const row = await visibleClass(db, id);
  return calendarEvent({
    uid: `live-class-${row.id}@${new URL(publicUrl).host}`,
    title: `${row.title} — ${row.courseName}`,
    description: `${row.teacher}. ${row.description}`.trim(),
    url: new URL(`/liveVideo/${row.id}`, publicUrl).toString(),
    start: row.startsAt,
    minutes: row.plannedMinutes,
    now: clock.now(),
  });
}

/** Moves the class live or ended; going live is told to its learners through `notifier`. */
export async function setState(
  db: Db,
  clock: Clock,
  userId: string,
  id: number,
  to: 'live' | 'ended',
  notifier?: Notifier,
): Promise<LiveClass> {
  const row = await visibleClass(db, id);
  if (!(await moderates(db, userId, row))) {
    throw staffOnly();
  }
  const now = clock.now();
  const from = effectiveState(row, now);
  if (!canMove(from, to)) {
    throw new AppError(ErrorCode.CONFLICT, `The class is ${from}; it cannot become ${to}`);
  }
  await repo.setState(db, id, to, now);
  if (to === 'live' && notifier)
    await notifier.raise({
      kind: 'live-started',
      subject: `class:${id}`,
      audience: { type: 'course', courseId: row.courseId },
      data: {
        liveClassId: id,
        title: row.title,
        titleMl: row.titleMl,
        courseName: row.courseName,
        startsAt: row.startsAt.toISOString(),
      },
      link: `/liveVideo/${id}`,
    });
  return classById(db, clock, userId, id);
}

/**
 * Whether the caller may make `next` the teacher of a class (`classId` undefined: one being
 * added), by the rule of live.rules.ts: 400 when `next` is not staff, 403 when the choice is
 * not theirs. A class that is not there is left to the caller's 404.
 */
export async function checkTeacherChoice(
  db: Db,
  caller: { userId: string; role: Role },
  classId: number | undefined,
  next: string | null,
) {
  if (next !== null && (await roleOf(db, next)) === 'learner')
    throw AppError.validation('teacherUserId', 'Choose a teacher or an admin');
  const current = classId === undefined ? undefined : await repo.teacherOf(db, classId);
  if (classId !== undefined && current === undefined) return;
  if (!mayNameTeacher(caller.role, caller.userId, current, next))
    throw new AppError(
      ErrorCode.FORBIDDEN,
      'Only an admin chooses who teaches a class; a teacher may name themselves on a new class or give up their own',
    );
}

/** An HLS playlist the pages may load: the app's own media, or a server in STREAM_ORIGINS. */
export function checkStreamOrigin(field: string, source: string, allowedOrigins: string[]) {
  if (source.startsWith('/media/')) return;
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    throw AppError.validation(field, 'Not a web address');
  }
  if (!allowedOrigins.includes(origin))
    throw AppError.validation(
      field,
      `Streams may come from ${allowedOrigins.join(', ') || 'this app only'}; add ${origin} to STREAM_ORIGINS first`,
    );
}

/**
 * Where the class streams from: the app's own media, an http(s) playlist on a streaming server
 * the pages may load from (STREAM_ORIGINS, or this app), or a YouTube video.
 */
export async function setStream(
  db: Db,
  clock: Clock,
  userId: string,
  id: number,
  body: SetLiveStreamBody,
  allowedOrigins: string[],
): Promise<LiveClass> {
  const row = await visibleClass(db, id);
  if (!(await moderates(db, userId, row))) throw staffOnly();
  if (body.kind === 'hls') checkStreamOrigin('source', body.source, allowedOrigins);
  await repo.setStream(db, id, body.kind, body.source);
  return classById(db, clock, userId, id);
}

/** A single-use ticket for the chat socket of a class the learner can see. */
export async function issueTicket(db: Db, clock: Clock, userId: string, id: number) {
  const row = await visibleClass(db, id);
  // Asked at every ticket, so a learner whose access ended is refused at their next (re)connect.
  if (!(await moderates(db, userId, row)))
    await assertMayOpenCourse(db, row.courseId, userId, clock.now());
  const ticket = crypto.randomBytes(32).toString('base64url');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + TICKET_SECONDS * 1000);
  await tickets.saveTicket(db, { hash: hashOf(ticket), userId, classId: id, expiresAt, now });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

export type ChatMember = {
  userId: string;
  userName: string;
  classId: number;
  fromStaff: boolean;
  state: LiveState;
  autoEndAt: Date;
};

/**
 * Who a ticket lets into which class's chat: null when it is unknown, used, expired or for
 * another class. Using it, even so, spends it.
 */
export async function redeemTicket(
  db: Db,
  clock: Clock,
  ticket: string,
  classId: number,
): Promise<ChatMember | 'not-found' | null> {
  const t = await tickets.takeTicket(db, hashOf(ticket));
  if (!t || t.classId !== classId || t.expiresAt <= clock.now()) return null;
  const row = await repo.findClass(db, classId);
  if (!row) return 'not-found';
  const now = clock.now();
  return {
    userId: t.userId,
    userName: t.userName,
    classId,
    fromStaff: await moderates(db, t.userId, row),
    state: effectiveState(row, now),
    autoEndAt: autoEndAt(row),
  };
}

async function moderatedClass(db: Db, userId: string, id: number) {
  const row = await visibleClass(db, id);
  if (!(await moderates(db, userId, row))) throw staffOnly();
  return row;
}

export async function removeMessage(db: Db, userId: string, id: number, messageId: number) {
  await moderatedClass(db, userId, id);
  if (!(await repo.removeMessage(db, id, messageId, userId))) throw AppError.notFound('Message');
}

export async function muteWriter(db: Db, userId: string, id: number, messageId: number) {
  await moderatedClass(db, userId, id);
  if (!(await repo.muteWriter(db, id, messageId, userId))) throw AppError.notFound('Message');
}
