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
  /**
   * Calls `onPayload` with each `NOTIFY` on the channel, from any node. On PostgreSQL the
   * listening connection is its own and comes back by itself when lost; `onResume` is called
   * then, since notifications sent in between are gone. Resolves to a function that stops.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>;
};

/** Channel names are SQL identifiers written into LISTEN: plain lower-case words only. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * LISTEN on a connection of its own (a pooled one may be handed to anyone), reconnecting with
 * backoff when it is lost.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResume?: () => void,
) {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (attempt: number): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    c.on('error', () => undefined);
    c.on('end', () => {
      if (stopped || client !== c) return;
      client = null;
      schedule(1);
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      if (attempt === 0) throw err;
      return schedule(attempt + 1);
    }
    if (stopped) return void (await c.end());
    client = c;
    if (attempt > 0) onResume?.();
  };
  const schedule = (attempt: number) => {
    const delay = Math.min(10_000, 250 * 2 ** attempt) * (0.5 + Math.random() / 2);
    retry = setTimeout(() => void connect(attempt), delay);
  };

  await connect(0);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

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
    listen: (channel, onPayload, onResume) => listenPostgres(url, channel, onPayload, onResume),
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
    async listen(channel, onPayload) {
      if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
      // One embedded connection: the notifications are those of this process.
      return client.listen(channel, onPayload);
    },
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (!dataDir) return wrapPglite(await PGlite.create(undefined, { extensions: pgliteExtensions }));
  fs.mkdirSync(dataDir, { recursive: true });
  const release = holdDataDir(dataDir);
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  const database = wrapPglite(client);
  return {
    ...database,
    close: async () => {
      await database.close();
      release();
    },
  };
}

/** The embedded database's lock is held by another live process (the server, most often). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${owner} (the server?): stop it first, or use PostgreSQL (DATABASE_URL).`,
    );
  }
}

/**
 * The embedded database is one process's: a second one writing the same files (`npm run
 * admin:create` or `npm run seed` while the server runs) would corrupt them. A lock file holds
 * the owner's pid; a lock whose process is gone (a crash, a SIGKILL) is taken over. Returns the
 * function that lets go.
 */
export function holdDataDir(dataDir: string): () => void {
  const lock = `${dataDir}.lock`;
  for (let tries = 0; ; tries += 1) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST' || tries > 0) throw err;
      const owner = Number(fs.readFileSync(lock, 'utf8'));
      if (owner !== process.pid && alive(owner)) throw new DataDirInUseError(dataDir, owner);
      fs.rmSync(lock, { force: true });
    }
  }
  const release = () => fs.rmSync(lock, { force: true });
  process.once('exit', release);
  return release;
}

function alive(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM';
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/pglite. */
export function openDatabase(cfg: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return cfg.databaseUrl
    ? Promise.resolve(openPostgres(cfg.databaseUrl))
    : openPglite(path.join(cfg.dataDir, 'pglite'));
}

/** timestamptz: every moment the schema stores is one. */
const TIMESTAMPTZ = pg.types.builtins.TIMESTAMPTZ;
/** node-postgres's own reading of timestamptz text, for the rows of both drivers. */
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => Date;

type RawResult<T> = { rows: T[]; fields: { name: string; dataTypeID: number }[] };

/**
 * The rows of a raw statement with each timestamptz column as a Date. drizzle's `execute` leaves
 * them as text on both drivers (its own column mapping reads them), so every raw read comes
 * through here and code past the repositories sees one type. Text a statement makes itself
 * (`to_char(… at time zone …)`, values inside `json_agg`) stays text.
 */
function readRows<T>({ rows, fields }: RawResult<T>): T[] {
  const moments = fields.filter((f) => f.dataTypeID === TIMESTAMPTZ).map((f) => f.name);
  if (moments.length === 0) return rows;
  for (const row of rows as Record<string, unknown>[])
    for (const name of moments) {
      const value = row[name];
      if (typeof value === 'string') row[name] = parseTimestamptz(value);
    }
  return rows;
}

/** Rows of a raw SQL query, timestamps as Dates; the two drivers wrap results alike enough. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return readRows((await db.execute(query)) as unknown as RawResult<T>);
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
    return readRows(await client.query<T & pg.QueryResultRow>({ name, text, values }));
  const asText = { parsers: { [TIMESTAMPTZ]: (text: string) => text } };
  return readRows(await (client as PGlite).query<T>(text, values, asText));
}
