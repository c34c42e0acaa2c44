import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/helper';
import { prepared, queryRows } from './client';

// Runs on the driver under test: PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.execute(sql`create table moments (id int primary key, at timestamptz)`);
  await t.app.db.execute(sql`insert into moments values
    (1, '2026-03-01 15:30:00.123456+05:30'), (2, null)`);
});
afterAll(() => t.close());

describe('raw reads', () => {
  it('read a timestamptz column as a Date, to the millisecond, and null as null', async () => {
    const rows = await queryRows<{ id: number; at: Date | null }>(
      t.app.db,
      sql`select id, at from moments order by id`,
    );
    expect(rows[0]!.at).toBeInstanceOf(Date);
    expect(rows[0]!.at!.toISOString()).toBe('2026-03-01T10:00:00.123Z');
    expect(rows[1]!.at).toBeNull();
  });

  it('read a computed moment as a Date too', async () => {
    const [row] = await queryRows<{ latest: Date }>(
      t.app.db,
      sql`select max(at) + interval '1 day' as latest from moments`,
    );
    expect(row!.latest).toBeInstanceOf(Date);
    expect(row!.latest.toISOString()).toBe('2026-03-02T10:00:00.123Z');
  });

  it('read a Date inside a transaction', async () => {
    const at = await t.app.db.transaction(async (tx) => {
      const [row] = await queryRows<{ at: Date }>(tx, sql`select at from moments where id = 1`);
      return row!.at;
    });
    expect(at).toBeInstanceOf(Date);
    expect(at.toISOString()).toBe('2026-03-01T10:00:00.123Z');
  });

  it('read a Date from a prepared statement', async () => {
    const [row] = await prepared<{ at: Date }>(
      t.app.db,
      'moments-at',
      'select at from moments where id = $1',
      [1],
    );
    expect(row!.at).toBeInstanceOf(Date);
    expect(row!.at.toISOString()).toBe('2026-03-01T10:00:00.123Z');
  });

  it('leave text a statement makes from a moment as text', async () => {
    const [row] = await queryRows<{ day: string; inJson: { at: string }[] }>(
      t.app.db,
      sql`select to_char(at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') as day,
            (select json_agg(json_build_object('at', m.at)) from moments m where m.id = 1) as "inJson"
          from moments where id = 1`,
    );
    expect(row!.day).toBe('2026-03-01 15:30');
    expect(typeof row!.inJson[0]!.at).toBe('string');
    expect(new Date(row!.inJson[0]!.at).toISOString()).toBe('2026-03-01T10:00:00.123Z');
  });
});
