import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { recordedClasses } from '../../db/schema/index';
import { seedCatalogue } from '../../seed/catalogue';
import { seedClasses } from '../../seed/classes';
import { seedExams } from '../../seed/exams';

// Test factories: the demo seed, or rows straight into the database.

/** Seeds the demo content; returns the Kerala Renaissance course's classes in unit order. */
export async function seededCourse(app: FastifyInstance) {
  await seedCatalogue(app);
  await seedExams(app);
  await seedClasses(app);
  const rows = await queryRows<{ id: number; unit: number; courseId: number }>(
    app.db,
    sql`select rc.id, u.id as unit, u.course_id as "courseId" from recorded_classes rc
        join syllabus_units u on u.id = rc.syllabus_unit_id
        where rc.slug like 'kpsc-kerala-renaissance-%' order by u.position, rc.position`,
  );
  return {
    courseId: rows[0]!.courseId,
    /** Unit 1 c1, c2; unit 2 c1, c2; unit 3 c1, c2. */
    ids: rows.map((r) => r.id),
    unitIds: [...new Set(rows.map((r) => r.unit))],
  };
}

/** One more class at the end of a unit. */
export async function createClass(
  app: FastifyInstance,
  values: { syllabusUnitId: number; position: number; durationSeconds: number },
) {
  const [row] = await app.db
    .insert(recordedClasses)
    .values({ ...values, title: 'Extra class', teacher: 'Teacher', video: 'classes/x/video.mp4' })
    .returning({ id: recordedClasses.id });
  return row!.id;
}
