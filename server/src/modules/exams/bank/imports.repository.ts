import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { questionImportParts, questionImports } from '../../../db/schema/index';

/*
 * The question_imports rows, one per file sent, from its upload to its result; the file and the
 * result are kept in parts (question_import_parts), each written in a statement of its own.
 */

export type ImportRow = typeof questionImports.$inferSelect;
export type NewImport = Omit<typeof questionImports.$inferInsert, 'id' | 'status'>;
type Kind = 'file' | 'result';

/** Characters per part: a few milliseconds of the embedded database's time each. */
const PART = 64 * 1024;
const touched = { updatedAt: sql`now()` };

/**
 * Writes `text` a part at a time, each in a turn of the event loop of its own: the embedded
 * database answers within the turn that asked, so a loop of writes would never let a request in.
 */
async function writeText(db: Db, importId: number, kind: Kind, text: string) {
  for (let part = 0; part * PART < text.length; part += 1) {
    await db.insert(questionImportParts).values({
      importId,
      kind,
      part,
      text: text.slice(part * PART, (part + 1) * PART),
    });
    await nextTurn();
  }
}

async function readText(db: Db, importId: number, kind: Kind) {
  const parts = await db
    .select({ text: questionImportParts.text })
    .from(questionImportParts)
    .where(and(eq(questionImportParts.importId, importId), eq(questionImportParts.kind, kind)))
    .orderBy(questionImportParts.part);
  return parts.length === 0 ? null : parts.map((p) => p.text).join('');
}

const dropText = (db: Db, importId: number, kind: Kind) =>
  db
    .delete(questionImportParts)
    .where(and(eq(questionImportParts.importId, importId), eq(questionImportParts.kind, kind)));

/** A new import with its file (queue its job only after: the file is written part by part). */
export async function insertImport(db: Db, row: NewImport, file: string) {
  const [created] = await db.insert(questionImports).values(row).returning();
  await writeText(db, created!.id, 'file', file);
  return created!;
}

/** An import of the exam (another exam's is not found), with its result once done. */
export async function findImport(db: Db, examId: number, id: number) {
  const [row] = await db
    .select()
    .from(questionImports)
    .where(and(eq(questionImports.id, id), eq(questionImports.examId, examId)));
  if (!row) return null;
  return { ...row, result: row.status === 'done' ? await readText(db, id, 'result') : null };
}

/** Marks an import running and answers it with its file; null when it has ended already. */
export async function claimImport(db: Db, id: number) {
  const [row] = await db
    .update(questionImports)
    .set({ status: 'running', processed: 0, ...touched })
    .where(and(eq(questionImports.id, id), inArray(questionImports.status, ['queued', 'running'])))
    .returning();
  const file = row ? await readText(db, id, 'file') : null;
  return row && file !== null ? { ...row, file } : null;
}

export const reportProgress = (db: Db, id: number, processed: number, total: number) =>
  db
    .update(questionImports)
    .set({ processed, total, ...touched })
    .where(eq(questionImports.id, id));

/** The end of an import: its result (as the API shows it) or its error; the file goes. */
export async function finishImport(
  db: Db,
  id: number,
  end: { status: 'done'; result: unknown } | { status: 'failed'; error: unknown },
) {
  await dropText(db, id, 'file');
  if (end.status === 'done') await writeText(db, id, 'result', JSON.stringify(end.result));
  await db
    .update(questionImports)
    .set({ status: end.status, error: end.status === 'failed' ? end.error : null, ...touched })
    .where(eq(questionImports.id, id));
}
