import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@pariksha/contracts/notifications-paths';
import { queryRows, type Db } from '../../db/client';
import { notificationEvents, notificationPreferences, notifications } from '../../db/schema/index';
import { visibleExams, visibleLiveClasses } from '../../lib/visible';

/** Who hears of an event. Resolved by the fan-out job, never in the request that raised it. */
export type Audience =
  /**
   * Learners whose exam level (profiles.target_*) is the course's, and those who started it; of
   * a restricted course only those with access to it, and of a test limited to batches (examId)
   * only their members.
   */
  | { type: 'course'; courseId: number; examId?: number }
  /** Learners who took the test. */
  | { type: 'exam-takers'; examId: number };

export type NewEvent = {
  kind: NotificationKind;
  key: string;
  audience: Audience;
  data: Record<string, unknown>;
  link: string;
};

/** The event's id when it is new; null when an event of that key was raised before. */
export async function insertEvent(db: Db, event: NewEvent, now: Date) {
  const rows = await db
    .insert(notificationEvents)
    .values({ ...event, createdAt: now })
    .onConflictDoNothing({ target: notificationEvents.key })
    .returning({ id: notificationEvents.id });
  return rows[0]?.id ?? null;
}

export async function findEvent(db: Db, id: number) {
  const [row] = await db.select().from(notificationEvents).where(eq(notificationEvents.id, id));
  return row ?? null;
}

/** Events whose fan-out has not finished though it began long enough ago to have. */
export async function unfinishedEvents(db: Db, before: Date) {
  const rows = await db
    .select({ id: notificationEvents.id })
    .from(notificationEvents)
    .where(and(isNull(notificationEvents.doneAt), lt(notificationEvents.createdAt, before)));
  return rows.map((r) => r.id);
}

const running = (now: Date) =>
  sql`b.starts_at <= ${now.toISOString()}::timestamptz and b.ends_at > ${now.toISOString()}::timestamptz`;

/**
 * Whether learner `who` may open the course (the rule of enrolment.rules.ts, in SQL: free, a
 * live grant, or a batch running now), and, for a test limited to batches, is in one of them.
 */
function mayHear(who: SQL, audience: { courseId: number; examId?: number }, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const course = audience.courseId;
  const inBatchOfExam =
    audience.examId === undefined
      ? sql`true`
      : sql`(not exists (select 1 from exam_batches eb where eb.exam_id = ${audience.examId})
          or exists (select 1 from exam_batches eb
            join batches b on b.id = eb.batch_id join batch_members m on m.batch_id = b.id
            where eb.exam_id = ${audience.examId} and m.user_id = ${who} and ${running(now)}))`;
  return sql`exists (select 1 from courses c where c.id = ${course} and (c.access = 'free'
      or exists (select 1 from course_grants g where g.course_id = c.id and g.user_id = ${who}
        and g.revoked_at is null and (g.until is null or g.until > ${at}))
      or exists (select 1 from batch_members m join batches b on b.id = m.batch_id
        join batch_courses bc on bc.batch_id = b.id
        where bc.course_id = c.id and m.user_id = ${who} and ${running(now)})))
    and ${inBatchOfExam}`;
}

/** The audience's learner ids as one set, for `where user_id > cursor order by user_id`. */
function audienceOf(audience: Audience, now: Date) {
  if (audience.type === 'exam-takers')
    return sql`select distinct a.user_id from attempts a
      where a.exam_id = ${audience.examId} and a.user_id is not null`;
  return sql`select l.user_id from (${courseLearners(audience.courseId)}) l
    where ${mayHear(sql`l.user_id`, audience, now)}`;
}

function courseLearners(course: number) {
  return sql`select p.user_id from profiles p
      join courses c on c.id = ${course}
        and p.target_category_id = c.category_id and p.target_level_id = c.level_id
    union
    select a.user_id from attempts a join exams e on e.id = a.exam_id
      where e.course_id = ${course} and a.user_id is not null
    union
    select cp.user_id from class_progress cp
      join recorded_classes rc on rc.id = cp.recorded_class_id
      join syllabus_units u on u.id = rc.syllabus_unit_id
      where u.course_id = ${course}`;
}

export type Recipient = {
  userId: string;
  /** Whether this learner takes the event's kind by mail. */
  email: boolean;
  address: string;
  name: string;
  language: string | null;
};

type Defaults = { inApp: boolean; email: boolean };

/**
 * One batch of the fan-out, in one statement: the next `size` learners of the audience after
 * `cursor`, a notification for each who takes the kind in the app (none twice: the event and
 * learner are unique together), and who of them takes it by mail: mail goes only to an address
 * its owner has confirmed, never to one typed wrong. Answers the whole batch, in order; fewer
 * than `size` means the audience is done.
 */
export async function fanOutBatch(
  db: Db,
  event: { id: number; kind: string; audience: Audience; data: unknown; link: string },
  cursor: string | null,
  size: number,
  defaults: Defaults,
  now: Date,
): Promise<Recipient[]> {
  return queryRows<Recipient>(
    db,
    sql`with batch as (
          select aud.user_id from (${audienceOf(event.audience, now)}) aud
          where ${cursor === null ? sql`true` : sql`aud.user_id > ${cursor}`}
          order by aud.user_id limit ${size}
        ),
        chosen as (
          select b.user_id,
            coalesce(np.in_app, ${defaults.inApp}) as in_app,
            coalesce(np.email, ${defaults.email}) as email
          from batch b
          left join notification_preferences np
            on np.user_id = b.user_id and np.kind = ${event.kind}
        ),
        added as (
          insert into notifications (user_id, event_id, kind, data, link, created_at)
          select user_id, ${event.id}, ${event.kind}, ${JSON.stringify(event.data)}::jsonb,
            ${event.link}, ${now.toISOString()}::timestamptz
          from chosen where in_app
          on conflict (event_id, user_id) do nothing
        )
        select ch.user_id as "userId", ch.email and u.email_verified as email,
          u.email as address, u.name, pr.language
        from chosen ch
        join users u on u.id = ch.user_id
        left join profiles pr on pr.user_id = ch.user_id
        order by ch.user_id`,
  );
}

export async function advanceEvent(db: Db, id: number, cursor: string | null, done: Date | null) {
  await db
    .update(notificationEvents)
    .set({ cursor, doneAt: done })
    .where(eq(notificationEvents.id, id));
}

/* ─── what the timed events are raised from (the sweep) ─── */

export type StartingClass = {
  id: number;
  title: string;
  titleMl: string | null;
  startsAt: Date;
  courseId: number;
  courseName: string;
};

/**
 * Live classes learners may see, still upcoming, starting after `now` and by `until`, whose
 * notice for that start time is not out yet (a class moved to another time is heard of again).
 */
export function classesStartingBy(db: Db, now: Date, until: Date) {
  return queryRows<StartingClass>(
    db,
    sql`select lc.id, lc.title, lc.title_ml as "titleMl", lc.starts_at as "startsAt",
          c.id as "courseId", c.name as "courseName"
        from ${visibleLiveClasses}
        where lc.state = 'upcoming'
          and lc.starts_at > ${now.toISOString()}::timestamptz
          and lc.starts_at <= ${until.toISOString()}::timestamptz
          and not exists (select 1 from notification_events ev where ev.key =
            'live-starting:class:' || lc.id || ':' || extract(epoch from lc.starts_at)::bigint)`,
  );
}

export type ClosedTest = {
  id: number;
  title: string;
  closesAt: Date;
  courseId: number;
  courseName: string;
};

/**
 * Scheduled tests learners may see whose review opened (window closed, grace over) by `opened`
 * and no earlier than `since`, whose notice for that closing time is not out yet.
 */
export function testsClosedBetween(db: Db, since: Date, opened: Date) {
  return queryRows<ClosedTest>(
    db,
    sql`select e.id, e.title, e.closes_at as "closesAt", c.id as "courseId", c.name as "courseName"
        from ${visibleExams}
        where e.closes_at is not null
          and e.closes_at <= ${opened.toISOString()}::timestamptz
          and e.closes_at > ${since.toISOString()}::timestamptz
          and not exists (select 1 from notification_events ev where ev.key =
            'review-open:exam:' || e.id || ':' || extract(epoch from e.closes_at)::bigint)`,
  );
}

/* ─── the learner's own ─── */

export async function listOwn(db: Db, userId: string, before: number | undefined, size: number) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before === undefined ? undefined : lt(notifications.id, before),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(size + 1);
}

export async function unreadCount(db: Db, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks one of the learner's read (keeping the first reading's time); null when not theirs. */
export async function markRead(db: Db, userId: string, id: number, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

export async function markAllRead(db: Db, userId: string, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function preferencesOf(db: Db, userId: string) {
  return db
    .select({
      kind: notificationPreferences.kind,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function savePreferences(
  db: Db,
  userId: string,
  choices: { kind: string; inApp: boolean; email: boolean }[],
  now: Date,
) {
  if (choices.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(choices.map((c) => ({ ...c, userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function userExists(db: Db, userId: string) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from users where id = ${userId}`,
  );
  return rows.length > 0;
}
