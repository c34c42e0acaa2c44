import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordedClassExams } from '../../db/schema/index';

/** The exams attached to a recorded class, in their order. */
export async function examIdsOf(db: Db, classId: number) {
  const rows = await db
    .select({ id: recordedClassExams.examId })
    .from(recordedClassExams)
    .where(eq(recordedClassExams.recordedClassId, classId))
    .orderBy(recordedClassExams.position);
  return rows.map((r) => r.id);
}

/** Attaches exactly these exams to a recorded class, in this order. */
export async function attachExams(db: Db, classId: number, examIds: number[]) {
  await db.delete(recordedClassExams).where(eq(recordedClassExams.recordedClassId, classId));
  if (examIds.length)
    await db
      .insert(recordedClassExams)
      .values(examIds.map((examId, i) => ({ recordedClassId: classId, examId, position: i + 1 })));
}
