import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  accessCodes,
  batchCourses,
  batchMembers,
  batches,
  courseGrants,
  courses,
  previewItems,
} from '../../db/schema/index';
import { numberArray } from '../../lib/sql-arrays';
import type { PreviewKind } from './enrolment.repository';

/* The console's side of enrolment: previews, batches, codes and grants. SQL only. */

export async function courseAccess(db: Db, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, access: courses.access })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return undefined;
  const preview = await queryRows<{ kind: PreviewKind; itemId: number }>(
    db,
    sql`select 'material' as kind, p.material_id as "itemId" from preview_items p
          join materials x on x.id = p.material_id where x.course_id = ${courseId}
        union all
        select 'exam', p.exam_id from preview_items p
          join exams x on x.id = p.exam_id where x.course_id = ${courseId}
        union all
        select 'class', p.class_id from preview_items p
          join recorded_classes r on r.id = p.class_id
          join syllabus_units u on u.id = r.syllabus_unit_id where u.course_id = ${courseId}
        order by 1, 2`,
  );
  return { courseId: course.id, access: course.access, preview };
}

const previewColumn = {
  class: previewItems.classId,
  material: previewItems.materialId,
  exam: previewItems.examId,
} as const;
const previewKey = { class: 'classId', material: 'materialId', exam: 'examId' } as const;

/** Marks or unmarks an item; answers whether anything changed. */
export async function setPreview(db: Db, kind: PreviewKind, itemId: number, on: boolean) {
  const rows = on
    ? await db
        .insert(previewItems)
        .values({ [previewKey[kind]]: itemId })
        .onConflictDoNothing()
        .returning({ id: previewItems.id })
    : await db
        .delete(previewItems)
        .where(eq(previewColumn[kind], itemId))
        .returning({ id: previewItems.id });
  return rows.length > 0;
}

/* ─── batches ─── */

export type BatchRow = {
  id: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  updatedAt: Date;
  members: number;
  pending: number;
  courses: { id: number; course_name: string }[];
};

export const listBatches = (db: Db, id?: number) =>
  queryRows<BatchRow>(
    db,
    sql`select b.id, b.name, b.starts_at as "startsAt", b.ends_at as "endsAt",
          b.updated_at as "updatedAt",
          (select count(*)::int from batch_members m where m.batch_id = b.id and m.user_id is not null) as members,
          (select count(*)::int from batch_members m where m.batch_id = b.id and m.user_id is null) as pending,
          coalesce((select json_agg(json_build_object('id', c.id, 'course_name', c.name) order by c.name, c.id)
                    from batch_courses bc join courses c on c.id = bc.course_id
                    where bc.batch_id = b.id), '[]'::json) as courses
        from batches b ${id === undefined ? sql`` : sql`where b.id = ${id}`}
        order by b.starts_at desc, b.id desc`,
  );

/** Courses among `ids` that exist. */
export const existingCourses = async (db: Db, ids: number[]) =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`select id from courses where id = any(${numberArray(ids)}::int[])`,
    )
  ).map((r) => r.id);

export async function setBatchCourses(db: Db, batchId: number, courseIds: number[]) {
  await db.delete(batchCourses).where(eq(batchCourses.batchId, batchId));
  if (courseIds.length > 0)
    await db.insert(batchCourses).values(courseIds.map((courseId) => ({ batchId, courseId })));
}

export const insertBatch = (db: Db, values: typeof batches.$inferInsert) =>
  db.insert(batches).values(values).returning();

export const deleteBatch = (db: Db, id: number) =>
  db.delete(batches).where(eq(batches.id, id)).returning();

export type MemberRow = {
  id: number;
  userId: string | null;
  name: string | null;
  email: string;
  addedAt: Date;
};

export const listMembers = (db: Db, batchId: number, memberId?: number) =>
  queryRows<MemberRow>(
    db,
    sql`select m.id, m.user_id as "userId", u.name, coalesce(u.email, m.email) as email,
          m.added_at as "addedAt"
        from batch_members m left join users u on u.id = m.user_id
        where m.batch_id = ${batchId} ${memberId === undefined ? sql`` : sql`and m.id = ${memberId}`}
        order by m.user_id is null, lower(coalesce(u.name, m.email)), m.id`,
  );

/** Adds accounts and pending addresses; answers the rows that were new. */
export async function addMembers(
  db: Db,
  batchId: number,
  users: string[],
  pending: string[],
  now: Date,
) {
  const values = [
    ...users.map((userId) => ({ batchId, userId, addedAt: now })),
    ...pending.map((email) => ({ batchId, email, addedAt: now })),
  ];
  if (values.length === 0) return [];
  return db
    .insert(batchMembers)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: batchMembers.id, userId: batchMembers.userId, email: batchMembers.email });
}

export const removeMember = (db: Db, batchId: number, memberId: number) =>
  db
    .delete(batchMembers)
    .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.id, memberId)))
    .returning();

/* ─── codes ─── */

export type NewCode = typeof accessCodes.$inferInsert;

/** Inserts the codes not already taken; answers those inserted. */
export const insertCodes = (db: Db, codes: NewCode[]) =>
  db.insert(accessCodes).values(codes).onConflictDoNothing().returning();

export const listCodes = (db: Db, target: { batchId?: number; courseId?: number }) =>
  db
    .select()
    .from(accessCodes)
    .where(
      target.batchId !== undefined
        ? eq(accessCodes.batchId, target.batchId)
        : eq(accessCodes.courseId, target.courseId!),
    )
    .orderBy(accessCodes.id);

export const revokeCode = (db: Db, id: number, now: Date) =>
  db
    .update(accessCodes)
    .set({ revokedAt: sql`coalesce(${accessCodes.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(accessCodes.id, id))
    .returning();

/* ─── grants ─── */

export type GrantRow = {
  id: number;
  courseId: number;
  userId: string;
  name: string;
  email: string;
  until: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
};

export const listGrants = (db: Db, where: { courseId: number } | { id: number }) =>
  queryRows<GrantRow>(
    db,
    sql`select g.id, g.course_id as "courseId", g.user_id as "userId", u.name, u.email,
          g.until, g.revoked_at as "revokedAt", g.created_at as "createdAt"
        from course_grants g join users u on u.id = g.user_id
        where ${'id' in where ? sql`g.id = ${where.id}` : sql`g.course_id = ${where.courseId}`}
        order by lower(u.name), g.id`,
  );

export const updateGrant = (
  db: Db,
  id: number,
  values: { until?: Date | null; revokedAt?: Date | null },
) => db.update(courseGrants).set(values).where(eq(courseGrants.id, id)).returning();
