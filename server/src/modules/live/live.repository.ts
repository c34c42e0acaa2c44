import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** The channel every node listens on; payloads are small JSON (an id, never a row). */
export const LIVE_CHANNEL = 'live_events';

export type LiveClassRow = {
  id: number;
  courseId: number;
  courseName: string;
  title: string;
  titleMl: string | null;
  description: string;
  descriptionMl: string | null;
  teacher: string;
  teacherUserId: string | null;
  startsAt: Date;
  plannedMinutes: number;
  state: string;
  wentLiveAt: Date | null;
  endedAt: Date | null;
  streamKind: 'hls' | 'youtube';
  stream: string;
  recordingId: number | null;
  isDemo: boolean;
  examCount: number;
  examId: number | null;
};
const classColumns = sql`
  lc.id, lc.course_id as "courseId", c.name as "courseName", lc.title, lc.title_ml as "titleMl",
  lc.description, lc.description_ml as "descriptionMl", lc.teacher,
  lc.teacher_user_id as "teacherUserId", lc.starts_at as "startsAt",
  lc.planned_minutes as "plannedMinutes", lc.state, lc.went_live_at as "wentLiveAt",
  lc.ended_at as "endedAt", lc.stream_kind as "streamKind", lc.stream,
  lc.recording_id as "recordingId", lc.is_demo as "isDemo",
  (select count(*)::int from live_class_exams x where x.live_class_id = lc.id) as "examCount",
  (select x.exam_id from live_class_exams x where x.live_class_id = lc.id
    order by x.position, x.exam_id limit 1) as "examId"`;
const classFrom = sql`from live_classes lc join courses c on c.id = lc.course_id and c.published`;

/** Published classes of a course by start time. */
export async function classesOfCourse(db: Db, courseId: number) {
  return queryRows<LiveClassRow>(
    db,
    sql`select ${classColumns} ${classFrom}
        where lc.course_id = ${courseId} and lc.published order by lc.starts_at, lc.id`,
  );
}

/** Published classes not ended by hand that start before `until`, of some courses or all. */
export async function openClasses(db: Db, opts: { categoryId: number | null; until: Date }) {
  return queryRows<LiveClassRow>(
    db,
    sql`select ${classColumns} ${classFrom}
        where lc.published and lc.state <> 'ended' and lc.starts_at < ${opts.until.toISOString()}
          ${opts.categoryId === null ? sql`` : sql`and c.category_id = ${opts.categoryId}`}
        order by lc.starts_at, lc.id`,
  );
}

/** Courses with published live classes, with all their classes (few per course). */
export async function classesOfLiveCourses(db: Db) {
  return queryRows<LiveClassRow & { courseImage: string }>(
    db,
    sql`select ${classColumns}, c.image as "courseImage" ${classFrom}
        where lc.published order by c.id, lc.starts_at, lc.id`,
  );
}

export async function findClass(db: Db, id: number) {
  const rows = await queryRows<LiveClassRow>(
    db,
    sql`select ${classColumns} ${classFrom} where lc.id = ${id} and lc.published`,
  );
  return rows[0] ?? null;
}

/** Who teaches a class, published or not; undefined when there is no such class. */
export async function teacherOf(db: Db, id: number) {
  const rows = await queryRows<{ teacherUserId: string | null }>(
    db,
    sql`select teacher_user_id as "teacherUserId" from live_classes where id = ${id}`,
  );
  return rows[0]?.teacherUserId;
}

/** Sets the state and tells every node, in one statement (NOTIFY is sent on commit). */
export async function setState(db: Db, id: number, state: 'live' | 'ended', now: Date) {
  const at = now.toISOString();
  await queryRows(
    db,
    sql`with u as (
          update live_classes set state = ${state},
            went_live_at = case when ${state} = 'live' then ${at}::timestamptz else went_live_at end,
            ended_at = case when ${state} = 'ended' then ${at}::timestamptz else ended_at end
          where id = ${id} returning id)
        select pg_notify(${LIVE_CHANNEL}, json_build_object('k', 's', 'c', u.id)::text) from u`,
  );
}

/** Sets where the class streams from and tells every node (their viewers reload the stream). */
export async function setStream(db: Db, id: number, kind: 'hls' | 'youtube', stream: string) {
  await queryRows(
    db,
    sql`with u as (update live_classes set stream_kind = ${kind}, stream = ${stream}
          where id = ${id} returning id)
        select pg_notify(${LIVE_CHANNEL}, json_build_object('k', 's', 'c', u.id)::text) from u`,
  );
}

// ---- chat ----

type RawMessage = {
  id: number | string;
  classId: number;
  userId: string;
  userName: string;
  text: string;
  sentAt: Date;
  fromStaff: boolean;
};
export type MessageRow = {
  id: number;
  classId: number;
  userId: string;
  userName: string;
  text: string;
  sentAt: Date;
  fromStaff: boolean;
};
const message = (r: RawMessage): MessageRow => ({ ...r, id: Number(r.id) });
const messageColumns = sql`id, live_class_id as "classId", user_id as "userId", user_name as "userName",
  text, sent_at as "sentAt", from_staff as "fromStaff"`;

/** The latest `limit` messages, or all of those after `afterId`, oldest first. */
export async function messages(db: Db, classId: number, limit: number, afterId?: number) {
  const rows =
    afterId === undefined
      ? await queryRows<RawMessage>(
          db,
          sql`select * from (select ${messageColumns} from live_chat_messages
                where live_class_id = ${classId} and removed_at is null
                order by id desc limit ${limit}) m order by id`,
        )
      : await queryRows<RawMessage>(
          db,
          sql`select ${messageColumns} from live_chat_messages
              where live_class_id = ${classId} and removed_at is null and id > ${afterId}
              order by id`,
        );
  return rows.map(message);
}

export async function messagesByIds(db: Db, ids: number[]) {
  const rows = await queryRows<RawMessage>(
    db,
    sql`select ${messageColumns} from live_chat_messages
        where id = any(${`{${ids.join(',')}}`}::bigint[]) and removed_at is null order by id`,
  );
  return rows.map(message);
}

export type SendOutcome =
  | { sent: true; id: number }
  | { sent: false; signedIn: boolean; muted: boolean; lastSentAt: Date | null };

/**
 * Stores a message, sent at `now`, and tells every node; one statement. Refused when the writer
 * has no live session left (signed out, deleted: their socket may not have heard yet), is muted
 * in the class, or sent one less than `intervalMs` before `now`: each node refuses that in
 * memory first, so this catches only an account writing through several nodes at once.
 */
export async function sendMessage(
  db: Db,
  m: { classId: number; userId: string; userName: string; text: string; fromStaff: boolean },
  intervalMs: number,
  now = new Date(),
): Promise<SendOutcome> {
  const at = now.toISOString();
  const rows = await queryRows<{
    id: number | string | null;
    signedIn: boolean;
    muted: boolean;
    lastSentAt: Date | null;
    notified: number;
  }>(
    db,
    sql`with last as (
          select max(sent_at) as at from live_chat_messages
          where live_class_id = ${m.classId} and user_id = ${m.userId}),
        muted as (
          select exists(select 1 from live_chat_mutes
            where live_class_id = ${m.classId} and user_id = ${m.userId}) as yes),
        signed_in as (
          select exists(select 1 from sessions
            where user_id = ${m.userId} and expires_at > ${at}::timestamptz) as yes),
        ins as (
          insert into live_chat_messages (live_class_id, user_id, user_name, text, from_staff, sent_at)
          select ${m.classId}, ${m.userId}, ${m.userName}, ${m.text}, ${m.fromStaff}, ${at}::timestamptz
          where (select yes from signed_in) and not (select yes from muted)
            and coalesce((select at from last)
              <= ${at}::timestamptz - ${intervalMs}::int * interval '1 millisecond', true)
          returning id),
        n as (
          select pg_notify(${LIVE_CHANNEL},
            json_build_object('k', 'm', 'c', ${m.classId}::int, 'id', ins.id)::text) from ins)
        select (select id from ins) as id, (select yes from signed_in) as "signedIn",
          (select yes from muted) as muted, (select at from last) as "lastSentAt",
          (select count(*)::int from n) as notified`,
  );
  const r = rows[0]!;
  if (r.id !== null) return { sent: true, id: Number(r.id) };
  return {
    sent: false,
    signedIn: r.signedIn,
    muted: r.muted,
    lastSentAt: r.lastSentAt,
  };
}

/** Marks a message removed and tells every node; false when there is no such message. */
export async function removeMessage(db: Db, classId: number, messageId: number, by: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with u as (
          update live_chat_messages set removed_at = now(), removed_by = ${by}
          where id = ${messageId} and live_class_id = ${classId} returning id)
        select u.id, pg_notify(${LIVE_CHANNEL},
          json_build_object('k', 'r', 'c', ${classId}::int, 'id', u.id)::text) from u`,
  );
  return rows.length > 0;
}

/** Mutes the writer of a message in its class; false when there is no such message. */
export async function muteWriter(db: Db, classId: number, messageId: number, by: string) {
  const rows = await queryRows<{ userId: string }>(
    db,
    sql`insert into live_chat_mutes (live_class_id, user_id, muted_by)
        select live_class_id, user_id, ${by} from live_chat_messages
        where id = ${messageId} and live_class_id = ${classId}
        on conflict do nothing
        returning user_id as "userId"`,
  );
  if (rows.length > 0) return true;
  const exists = await queryRows(
    db,
    sql`select 1 from live_chat_messages where id = ${messageId} and live_class_id = ${classId}`,
  );
  return exists.length > 0;
}

export function notify(db: Db, payload: string) {
  return queryRows(db, sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

// ---- exams ----

export type LiveExamRow = { liveClassId: number; examId: number };
export function examsOfCourse(db: Db, courseId: number) {
  return queryRows<LiveExamRow>(
    db,
    sql`select x.live_class_id as "liveClassId", x.exam_id as "examId"
        from live_class_exams x join live_classes lc on lc.id = x.live_class_id
        where lc.course_id = ${courseId} and lc.published
        order by lc.starts_at, x.position, x.exam_id`,
  );
}
