import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { buildTestApp, type TestApp } from '../../test/helper';
import { queryRows } from '../db/client';
import { nextPosition, writePositions } from './positions';

// Two lists of one table, positions unique within a list, as exam sections and questions are.
const items = pgTable('position_items', {
  id: integer('id').primaryKey(),
  list: integer('list').notNull(),
  position: integer('position').notNull(),
});
const versioned = pgTable('position_versioned', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.execute(sql`create table position_items (id int primary key, list int not null,
    position int not null, unique (list, position))`);
  await t.app.db.execute(sql`create table position_versioned (id int primary key,
    position int not null unique, updated_at timestamptz not null)`);
});
afterAll(() => t.close());

const order = async (list: number) =>
  (
    await queryRows<{ id: number; position: number }>(
      t.app.db,
      sql`select id, position from position_items where list = ${list} order by position`,
    )
  ).map((r) => [r.id, r.position]);

describe('positions', () => {
  it('places a new item after the last of its list, and first in an empty one', async () => {
    await t.app.db.insert(items).values([
      { id: 1, list: 1, position: 1 },
      { id: 2, list: 1, position: 7 },
      { id: 3, list: 2, position: 2 },
    ]);
    expect(await nextPosition(t.app.db, items, sql`list = 1`)).toBe(8);
    expect(await nextPosition(t.app.db, items, sql`list = 2`)).toBe(3);
    expect(await nextPosition(t.app.db, items, sql`list = 3`)).toBe(1);
    expect(await nextPosition(t.app.db, items)).toBe(8);
  });

  it('writes a new order 1…n through the unique positions, leaving other lists alone', async () => {
    await t.app.db.insert(items).values([
      { id: 4, list: 1, position: 2 },
      { id: 5, list: 1, position: 3 },
    ]);
    await t.app.db.transaction((tx) => writePositions(tx, items, [5, 2, 1, 4]));
    expect(await order(1)).toEqual([
      [5, 1],
      [2, 2],
      [1, 3],
      [4, 4],
    ]);
    expect(await order(2)).toEqual([[3, 2]]);
    await writePositions(t.app.db, items, []);
    expect((await order(1)).map(([id]) => id)).toEqual([5, 2, 1, 4]);
  });

  it('moves on the version of rows that keep one', async () => {
    const then = new Date('2020-01-01T00:00:00Z');
    await t.app.db.insert(versioned).values([
      { id: 1, position: 1, updatedAt: then },
      { id: 2, position: 2, updatedAt: then },
    ]);
    await writePositions(t.app.db, versioned, [2, 1]);
    const rows = await t.app.db.select().from(versioned).orderBy(versioned.position);
    expect(rows.map((r) => r.id)).toEqual([2, 1]);
    for (const r of rows) expect(r.updatedAt.getTime()).toBeGreaterThan(then.getTime());
  });
});
