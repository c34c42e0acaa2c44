import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import { queryRows } from '../../src/db/client';

/**
 * Tables whose rows legitimately change when a request is only read or refused, so only their
 * row count is compared: a session's expiry is renewed as it is used, and an attempt past its
 * deadline is finalised by the next read (whatever that read then answers).
 */
export const COUNTED_ONLY = new Set(['sessions', 'attempts']);

const statements = new WeakMap<App, string>();

/**
 * The one statement that prints every table of the public schema: its row count and the sum of
 * its rows' `xmin` (the transaction that last wrote each row), so an insert, an update and a
 * delete all show, without reading the rows' contents.
 */
async function statementFor(app: App) {
  const known = statements.get(app);
  if (known) return known;
  const tables = await queryRows<{ name: string }>(
    app.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const statement = tables
    .map(({ name }) => {
      const quoted = `"${name.replaceAll('"', '""')}"`;
      const written = COUNTED_ONLY.has(name) ? '0' : 'coalesce(sum(xmin::text::bigint), 0)';
      return `select '${name}' as name, count(*) || ':' || ${written} as print from ${quoted}`;
    })
    .join(' union all ');
  statements.set(app, statement);
  return statement;
}

/**
 * What the app has written: a print of every table and every file under the data directory
 * with its size. Two equal fingerprints mean nothing was written in between.
 */
export async function writeFingerprint(app: App, dataDir: string) {
  const rows = await queryRows<{ name: string; print: string }>(
    app.db,
    sql.raw(await statementFor(app)),
  );
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(`${path.relative(dataDir, full)}:${fs.statSync(full).size}`);
    }
  };
  walk(dataDir);
  return new Map([
    ...rows.map((r) => [`table ${r.name}`, r.print] as const),
    ['files', files.sort().join(',')] as const,
  ]);
}

export type Fingerprint = Awaited<ReturnType<typeof writeFingerprint>>;

/** What differs between two fingerprints, by table (or "files"); empty when nothing was written. */
export function changed(before: Fingerprint, after: Fingerprint) {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k));
}
