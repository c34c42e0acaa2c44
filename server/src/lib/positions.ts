import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client';

/*
 * The order of a list kept as a `position` column (course exams, exam sections, questions …):
 * where a new item goes, and a new order written at once.
 */

type Ordered = PgTable & { id: PgColumn; position: PgColumn };

const nameOf = (column: PgColumn) => sql.identifier(column.name);

/** The position after the last of the rows `where` picks (1 for none): where a new item goes. */
export async function nextPosition(db: Db, table: Ordered, where: SQL = sql`true`) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(max(${nameOf(table.position)}), 0)::int + 1 as n
        from ${sql.identifier(getTableName(table))} where ${where}`,
  );
  return rows[0]!.n;
}

/**
 * Gives the rows `ids` the positions 1…n in that order, in the caller's transaction. Positions
 * are often unique within a parent, so the rows first move out of each other's way (negative).
 * A table that keeps versions (an `updated_at`) has them move on: an editor who read the old
 * order is told.
 */
export async function writePositions(db: Db, table: Ordered, ids: number[]) {
  if (ids.length === 0) return;
  const t = sql.identifier(getTableName(table));
  const position = nameOf(table.position);
  const id = nameOf(table.id);
  const version = (table as { updatedAt?: PgColumn }).updatedAt;
  const touch = version ? sql`, ${nameOf(version)} = now()` : sql``;
  const array = `{${ids.map(Number).join(',')}}`;
  await db.execute(
    sql`update ${t} set ${position} = -${position} - 1 where ${id} = any(${array}::int[])`,
  );
  await db.execute(sql`update ${t} set ${position} = o.n ${touch}
    from unnest(${array}::int[]) with ordinality as o(id, n) where ${t}.${id} = o.id`);
}
