import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses } from '../db/schema/index';

/*
 * What learners may see, as `from` clauses every read, write and list of that content starts
 * from (and /media when it decides whether a file may be opened): what is unpublished, or sits
 * in an unpublished course, is to learners not there at all. Staff routes read the tables.
 */

/** Recorded classes `rc`, with their unit `u` and course `c`: published, in a published course. */
export const visibleClasses = sql`recorded_classes rc
  join syllabus_units u on u.id = rc.syllabus_unit_id
  join courses c on c.id = u.course_id and c.published and rc.published`;

/** Documents `m` with their course `c`: published, in a published course. */
export const visibleDocuments = sql`materials m
  join courses c on c.id = m.course_id and c.published and m.published`;

/** Live classes `lc` with their course `c`: published, in a published course. */
export const visibleLiveClasses = sql`live_classes lc
  join courses c on c.id = lc.course_id and c.published and lc.published`;

/** Mock tests `e` with their course `c`: published, in a published course. */
export const visibleExams = sql`exams e
  join courses c on c.id = e.course_id and c.published and e.published`;

/** The name of a course learners may see; null for one that is not there or not published. */
export async function publishedCourseName(db: Db, id: number): Promise<string | null> {
  const rows = await db
    .select({ name: courses.name })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.published, true)));
  return rows[0]?.name ?? null;
}
