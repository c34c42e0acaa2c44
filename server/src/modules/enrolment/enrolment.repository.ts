import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { numberArray, textArray } from '../../lib/sql-arrays';

/*
 * Who may open which course (decision 025): SQL only; the rule that reads these rows is
 * `decide` in enrolment.rules.ts.
 */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type AccessRow = {
  id: number;
  access: 'free' | 'restricted';
  /** A live grant (not revoked, not ended); `grantUntil` null then means no end. */
  granted: boolean;
  grantUntil: Date | null;
  /** The latest end of the running batches that hold the course and the learner. */
  batchUntil: Date | null;
  hasPreview: boolean;
  /** Teachers and admins: they open every course they look after, restricted or not. */
  staff: boolean;
};

/** Every named course's access facts for one learner at `now`: one query for any number. */
export const accessRows = (db: Db, courseIds: number[], userId: string, now: Date) =>
  queryRows<AccessRow>(
    db,
    sql`select c.id, c.access,
          g.id is not null as granted, g.until as "grantUntil",
          (select max(b.ends_at) from batch_members m
             join batches b on b.id = m.batch_id
             join batch_courses bc on bc.batch_id = b.id
           where bc.course_id = c.id and m.user_id = ${userId}
             and b.starts_at <= ${at(now)} and b.ends_at > ${at(now)}) as "batchUntil",
          (exists (select 1 from preview_items p join materials x on x.id = p.material_id
                   where x.course_id = c.id)
           or exists (select 1 from preview_items p join exams x on x.id = p.exam_id
                      where x.course_id = c.id)
           or exists (select 1 from preview_items p
                        join recorded_classes r on r.id = p.class_id
                        join syllabus_units u on u.id = r.syllabus_unit_id
                      where u.course_id = c.id)) as "hasPreview",
          exists (select 1 from staff_roles s where s.user_id = ${userId}) as staff
        from courses c
        left join course_grants g on g.course_id = c.id and g.user_id = ${userId}
          and g.revoked_at is null and (g.until is null or g.until > ${at(now)})
        where c.id = any(${numberArray(courseIds)}::int[])`,
  );

export type PreviewKind = 'class' | 'material' | 'exam';
const previewColumn = { class: 'class_id', material: 'material_id', exam: 'exam_id' } as const;

/** The course an item is in and whether it is a preview; undefined when there is no such item. */
export async function itemOf(db: Db, kind: PreviewKind, itemId: number) {
  const col = sql.identifier(previewColumn[kind]);
  const course =
    kind === 'class'
      ? sql`select u.course_id from recorded_classes r
              join syllabus_units u on u.id = r.syllabus_unit_id where r.id = ${itemId}`
      : kind === 'material'
        ? sql`select course_id from materials where id = ${itemId}`
        : sql`select course_id from exams where id = ${itemId}`;
  const rows = await queryRows<{ courseId: number; preview: boolean }>(
    db,
    sql`select (${course}) as "courseId",
          exists (select 1 from preview_items where ${col} = ${itemId}) as preview`,
  );
  const row = rows[0];
  return row?.courseId == null ? undefined : row;
}

export type MyCourseRow = { id: number; name: string; image: string };

/** Published courses a learner holds, or held, through a grant or a batch. */
export const heldCourses = (db: Db, userId: string) =>
  queryRows<MyCourseRow>(
    db,
    sql`select c.id, c.name, c.image from courses c
        where c.published and (
          exists (select 1 from course_grants g where g.course_id = c.id and g.user_id = ${userId})
          or exists (select 1 from batch_members m join batch_courses bc on bc.batch_id = m.batch_id
                     where bc.course_id = c.id and m.user_id = ${userId}))
        order by c.name, c.id`,
  );

/* ─── codes ─── */

export type CodeRow = {
  id: number;
  batchId: number | null;
  courseId: number | null;
  accessUntil: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  batchEndsAt: Date | null;
};

export async function codeByText(db: Db, code: string) {
  const rows = await queryRows<CodeRow>(
    db,
    sql`select k.id, k.batch_id as "batchId", k.course_id as "courseId",
          k.access_until as "accessUntil", k.expires_at as "expiresAt",
          k.revoked_at as "revokedAt", b.ends_at as "batchEndsAt"
        from access_codes k left join batches b on b.id = k.batch_id
        where k.code = ${code}`,
  );
  return rows[0];
}

/** Records that the learner used the code; false when they already had. */
export async function addRedemption(db: Db, codeId: number, userId: string, now: Date) {
  const rows = await queryRows<{ codeId: number }>(
    db,
    sql`insert into code_redemptions (code_id, user_id, redeemed_at)
        values (${codeId}, ${userId}, ${at(now)})
        on conflict do nothing returning code_id as "codeId"`,
  );
  return rows.length === 1;
}

/**
 * Takes one seat if one is free. One conditional update: PostgreSQL re-checks the condition on
 * the newest row version after waiting for another redemption's lock, so no count is ever lost
 * and a code never gives more than its seats.
 */
export async function takeSeat(db: Db, codeId: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update access_codes set seats_used = seats_used + 1
        where id = ${codeId} and seats_used < seats and revoked_at is null returning id`,
  );
  return rows.length === 1;
}

/** Courses a code opens: its course, or its batch's courses. */
export const coursesOfCode = (db: Db, code: { batchId: number | null; courseId: number | null }) =>
  queryRows<{ id: number; course_name: string }>(
    db,
    code.batchId !== null
      ? sql`select c.id, c.name as course_name from batch_courses bc
              join courses c on c.id = bc.course_id where bc.batch_id = ${code.batchId}
            order by c.name, c.id`
      : sql`select id, name as course_name from courses where id = ${code.courseId}`,
  );

/** Adds a learner to a batch; false when they were in it already. */
export async function addMemberUser(db: Db, batchId: number, userId: string, now: Date) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into batch_members (batch_id, user_id, added_at)
        values (${batchId}, ${userId}, ${at(now)}) on conflict do nothing returning id`,
  );
  return rows[0]?.id;
}

export type GrantRow = { id: number; until: Date | null; revokedAt: Date | null };

/**
 * Gives a course to a learner until `until` (null: no end). An existing live grant keeps the later
 * end; a revoked or ended one starts again from this.
 */
export async function upsertGrant(
  db: Db,
  g: { courseId: number; userId: string; until: Date | null; codeId: number | null; now: Date },
) {
  const until = g.until === null ? sql`null::timestamptz` : at(g.until);
  const rows = await queryRows<GrantRow & { before: Date | null; wasLive: boolean }>(
    db,
    sql`with old as (select id, until, revoked_at from course_grants
                     where course_id = ${g.courseId} and user_id = ${g.userId})
        insert into course_grants as g (course_id, user_id, until, code_id, created_at)
        values (${g.courseId}, ${g.userId}, ${until}, ${g.codeId}, ${at(g.now)})
        on conflict (course_id, user_id) do update set
          until = case
            when g.revoked_at is not null or g.until <= ${at(g.now)} then excluded.until
            when g.until is null or excluded.until is null then null
            else greatest(g.until, excluded.until) end,
          revoked_at = null,
          updated_at = now()
        returning g.id, g.until, g.revoked_at as "revokedAt",
          (select until from old) as before,
          coalesce((select revoked_at is null and (until is null or until > ${at(g.now)}) from old),
                   false) as "wasLive"`,
  );
  return rows[0]!;
}

/* ─── pending members ─── */

/**
 * Turns the pending rows of an address into the account's memberships; a batch the account is
 * already in keeps its row and loses the pending one. Answers the batches joined.
 */
export async function claimPending(db: Db, userId: string, email: string) {
  const claimed = await queryRows<{ batchId: number }>(
    db,
    sql`update batch_members m set user_id = ${userId}, email = null
        where m.email = ${email} and m.user_id is null
          and not exists (select 1 from batch_members o
                          where o.batch_id = m.batch_id and o.user_id = ${userId})
        returning m.batch_id as "batchId"`,
  );
  await db.execute(sql`delete from batch_members where email = ${email} and user_id is null`);
  return claimed.map((r) => r.batchId);
}

/** Accounts by lower-case address. */
export const usersByEmail = (db: Db, emails: string[]) =>
  queryRows<{ id: string; email: string }>(
    db,
    sql`select id, lower(email) as email from users
        where lower(email) = any(${textArray(emails)}::text[])`,
  );

/** The preview items of some courses: one query, only asked for courses seen as previews. */
export const previewsOf = (db: Db, courseIds: number[]) =>
  queryRows<{ kind: PreviewKind; itemId: number }>(
    db,
    sql`select 'material' as kind, p.material_id as "itemId" from preview_items p
          join materials x on x.id = p.material_id
        where x.course_id = any(${numberArray(courseIds)}::int[])
        union all
        select 'exam', p.exam_id from preview_items p
          join exams x on x.id = p.exam_id where x.course_id = any(${numberArray(courseIds)}::int[])
        union all
        select 'class', p.class_id from preview_items p
          join recorded_classes r on r.id = p.class_id
          join syllabus_units u on u.id = r.syllabus_unit_id
        where u.course_id = any(${numberArray(courseIds)}::int[])`,
  );
