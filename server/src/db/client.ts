import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

// In the source tree this file sits beside migrations/; the server bundle copies them beside itself.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export const pgliteExtensions = { pg_trgm };

export function openPostgres(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client whose server connection drops (a restart, a failover) must not crash the
  // process; the pool replaces it and the next query reports any lasting failure.
  pool.on('error', (err) => console.error('database connection lost:', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  return wrapPglite(client);
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/pglite. */
export function openDatabase(cfg: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return cfg.databaseUrl
    ? Promise.resolve(openPostgres(cfg.databaseUrl))
    : openPglite(path.join(cfg.dataDir, 'pglite'));
}

/** Rows of a raw SQL query; the two drivers wrap results differently but both carry `rows`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A hot statement by name: PostgreSQL parses and plans it once per connection instead of on
 * every call. PGlite (one embedded connection) takes it as a plain parameterised query.
 */
export async function prepared<T>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool)
    return (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows;
  return (await (client as PGlite).query<T>(text, values)).rows;
}
