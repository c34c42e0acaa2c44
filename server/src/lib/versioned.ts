import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@pariksha/contracts/errors';
import type { Db } from '../db/client';
import { AppError } from './app-error';

type Versioned = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * Updates one row only if it is still the version the editor read (`updatedAt`, to the
 * millisecond a browser keeps): otherwise 409 CONFLICT naming the current version, or 404 when it
 * is gone. Returns the row before and after.
 */
export async function updateVersioned<T extends Versioned>(
  db: Db,
  table: T,
  id: number,
  readAt: string,
  values: Record<string, unknown>,
  what: string,
) {
  const [before] = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))) as Record<string, unknown>[];
  if (!before) throw AppError.notFound(what);
  const sameVersion: SQL = sql`date_trunc('milliseconds', ${table.updatedAt}) = ${readAt}::timestamptz`;
  const [after] = (await db
    .update(table as PgTable)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(table.id, id), sameVersion))
    .returning()) as Record<string, unknown>[];
  if (!after)
    throw new AppError(
      ErrorCode.CONFLICT,
      `Someone else changed this ${what.toLowerCase()} after you opened it. Reload to see their changes, then make yours again.`,
      { updatedAt: (before.updatedAt as Date).toISOString() },
    );
  return { before, after };
}
