import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { exams, syllabusUnits } from '../db/schema/index';
import { AppError } from './app-error';

/*
 * What staff content hangs off and points at (a unit, a course, a category; the course's exams),
 * checked before a row is written.
 */

/** Whether the row `id` of a table is there: a content kind's parent. */
export const rowExists = (table: PgTable & { id: PgColumn }) => async (db: Db, id: number) =>
  (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;

/** The course of a syllabus unit; null when there is no such unit. */
export async function courseOfUnit(db: Db, unitId: number) {
  const [u] = await db
    .select({ courseId: syllabusUnits.courseId })
    .from(syllabusUnits)
    .where(eq(syllabusUnits.id, unitId));
  return u?.courseId ?? null;
}

/** Exams to attach (to a recorded or a live class) must be the course's own, each once. */
export async function checkCourseExams(db: Db, courseId: number, ids: number[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.courseId, courseId), inArray(exams.id, ids)));
  if (found.length !== new Set(ids).size)
    throw AppError.validation('examIds', 'Attach exams of this course only, each once');
}
