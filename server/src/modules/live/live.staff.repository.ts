import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveClassExams, recordedClasses, syllabusUnits } from '../../db/schema/index';

/** The course of a recorded class (a live class's recording); null when there is no such class. */
export async function courseOfRecording(db: Db, recordedClassId: number) {
  const [row] = await db
    .select({ courseId: syllabusUnits.courseId })
    .from(recordedClasses)
    .innerJoin(syllabusUnits, eq(syllabusUnits.id, recordedClasses.syllabusUnitId))
    .where(eq(recordedClasses.id, recordedClassId));
  return row?.courseId ?? null;
}

/** The exams attached to a live class, in their order. */
export async function examIdsOf(db: Db, liveClassId: number) {
  const rows = await db
    .select({ id: liveClassExams.examId })
    .from(liveClassExams)
    .where(eq(liveClassExams.liveClassId, liveClassId))
    .orderBy(liveClassExams.position);
  return rows.map((r) => r.id);
}

/** Attaches exactly these exams to a live class, in this order. */
export async function attachExams(db: Db, liveClassId: number, examIds: number[]) {
  await db.delete(liveClassExams).where(eq(liveClassExams.liveClassId, liveClassId));
  if (examIds.length)
    await db
      .insert(liveClassExams)
      .values(examIds.map((examId, i) => ({ liveClassId, examId, position: i + 1 })));
}
