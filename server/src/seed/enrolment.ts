import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { formatCode } from '@pariksha/contracts/enrolment';
import { queryRows } from '../db/client';
import { SYSTEM_ACTOR } from '../lib/audit';
import { setCourseAccess } from '../modules/catalogue/catalogue.staff.service';
import * as enrolment from '../modules/enrolment/enrolment.staff.service';
import { DEMO_LEARNER } from './demo-learner';

/**
 * The demo's restricted courses (content/catalogue/courses): one opened by the demo access code,
 * with free previews, which the demo learner has not joined; one the demo batch holds, so the
 * demo learner has it and a newcomer sees it locked.
 */
export const DEMO_RESTRICTED_COURSE = 'ssc-reasoning-drill';
export const DEMO_BATCH_COURSE = 'ssc-cgl-quant';
export const DEMO_BATCH = {
  name: 'Demo batch (2026)',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2030-12-31T00:00:00.000Z',
};
/**
 * The demo's codes for the code's course, fixed so the docs and tests can type them; printed at
 * every start next to the demo sign-in. The first opens the course; the other two show what a
 * learner is told when a code is used up or expired.
 */
export const DEMO_ACCESS_CODES = [
  { code: 'K7QMX3P9HT', seats: 10_000, expiresAt: null, shows: 'opens it' },
  { code: 'W4HC9RTM6F', seats: 1, expiresAt: null, shows: 'one seat: used up after one learner' },
  {
    code: 'P7VJ3KXN6D',
    seats: 100,
    expiresAt: '2026-01-01T00:00:00.000Z',
    shows: 'expired on 1 January 2026',
  },
] as const;
export const DEMO_ACCESS_CODE = DEMO_ACCESS_CODES[0].code;

/**
 * Demo enrolment, through the console's own writers: the code's course (its first class and first
 * document free previews) with a course code of plenty of seats, and the batch's course with the
 * demo batch holding it and the demo learner. Adds only what is missing.
 */
export async function seedEnrolment(app: FastifyInstance) {
  const db = app.db;
  const [batchCourse] = await queryRows<{ id: number }>(
    db,
    sql`select id from courses where slug = ${DEMO_BATCH_COURSE} and is_demo`,
  );
  const [course] = await queryRows<{ id: number; classId: number | null; docId: number | null }>(
    db,
    sql`select c.id,
          (select rc.id from recorded_classes rc where rc.slug = ${`${DEMO_RESTRICTED_COURSE}-u1-c1`})
            as "classId",
          (select m.id from materials m where m.course_id = c.id order by m.id limit 1) as "docId"
        from courses c where c.slug = ${DEMO_RESTRICTED_COURSE} and c.is_demo`,
  );
  if (!course) return;
  const access = await setCourseAccess(db, SYSTEM_ACTOR, course.id, 'restricted');
  const previews = [
    ['class', course.classId],
    ['material', course.docId],
  ] as const;
  for (const [kind, itemId] of previews)
    if (itemId !== null && !access.preview.some((p) => p.kind === kind && p.itemId === itemId))
      await enrolment.setPreview(db, SYSTEM_ACTOR, course.id, { kind, itemId, preview: true });

  const batches = await enrolment.listBatches(db);
  const batch =
    batches.find((b) => b.name === DEMO_BATCH.name) ??
    (await enrolment.createBatch(db, SYSTEM_ACTOR, {
      ...DEMO_BATCH,
      courseIds: batchCourse ? [batchCourse.id] : [],
    }));
  if (batchCourse) await setCourseAccess(db, SYSTEM_ACTOR, batchCourse.id, 'restricted');
  // Answers "already" for a learner in it.
  await enrolment.addMember(db, SYSTEM_ACTOR, batch.id, DEMO_LEARNER.email, app.clock.now());

  const codes = await enrolment.listCodes(db, { courseId: course.id });
  for (const { code, seats, expiresAt, shows } of DEMO_ACCESS_CODES) {
    if (!codes.some((c) => c.code === formatCode(code)))
      await enrolment.generateCodes(
        db,
        SYSTEM_ACTOR,
        { courseId: course.id, count: 1, seats, expiresAt, accessUntil: null },
        code,
      );
    app.log.info(
      `Access code: ${formatCode(code)} (demo data, for the restricted demo course Reasoning Drill; ${shows})`,
    );
  }
}
