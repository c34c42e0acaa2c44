import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BackupError } from './backup-error';
import { runTool } from './archive';
import { inspectDatabase, userObjects, type DatabaseFacts, type Query } from './manifest';

// PostgreSQL through its own tools: `pg_dump` (custom format) inside a repeatable-read
// transaction whose snapshot it shares, so the row counts in the manifest are those of the
// dump even while servers keep writing; `pg_restore` in one transaction into an empty database.

const CLIENT_TOOLS =
  "PostgreSQL's client tools of the server's major version or newer (Debian: apt-get install postgresql-client), or set PG_BIN_DIR to their directory";

/**
 * A PostgreSQL client tool: from PG_BIN_DIR, else the newest Debian install
 * (/usr/lib/postgresql/<n>/bin; a newer pg_dump reads older servers), else PATH.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = [process.env.PG_BIN_DIR];
  try {
    dirs.push(
      ...fs
        .readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`),
    );
  } catch {
    // not a Debian install
  }
  for (const dir of dirs) {
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return name;
}

/** The URL without its password (which would show in the process list) and the env carrying it. */
function connection(url: string) {
  const u = new URL(url);
  const env = { ...process.env };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env, name: `database ${u.pathname.slice(1)} on ${u.host}` };
}

const queryOf =
  (client: pg.Client): Query =>
  async (text) =>
    (await client.query(text)).rows as never;

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Cannot connect to ${connection(url).name}: ${(err as Error).message}`);
  }
  return client;
}

/** Dumps the database into `stage/database.pgdump`; the servers may keep running. */
export async function dumpPostgres(url: string, stage: string) {
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read, read only');
    const [{ snapshot }] = (
      await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    ).rows as [{ snapshot: string }];
    const facts = await inspectDatabase(queryOf(client));
    const c = connection(url);
    await runTool(
      pgTool('pg_dump'),
      [
        '--format=custom',
        '--compress=0',
        `--snapshot=${snapshot}`,
        '--file',
        path.join(stage, 'database.pgdump'),
        '--dbname',
        c.url,
      ],
      { env: c.env, what: 'pg_dump', install: CLIENT_TOOLS },
    );
    await client.query('commit');
    return { facts, file: 'database.pgdump' as const, close: () => client.end() };
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
}

/** The configured PostgreSQL database, for a restore; `contents` lists what it already holds. */
export async function postgresTarget(url: string) {
  const client = await connect(url);
  const c = connection(url);
  let contents: string[];
  try {
    contents = await userObjects(queryOf(client));
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
  return {
    where: `the ${c.name}`,
    contents,
    /** Empties the database (every schema of its own) and restores the dump into it. */
    async load(file: string): Promise<DatabaseFacts> {
      if (contents.length > 0) {
        await client.query(`do $$ declare s name; begin
            for s in select nspname from pg_namespace
                      where nspname <> 'information_schema' and nspname not like 'pg\\_%' loop
              execute format('drop schema %I cascade', s);
            end loop;
          end $$;
          create schema public;
          grant usage on schema public to public`);
      }
      // Objects belong to the role restoring them: the dump's roles need not exist here.
      await runTool(
        pgTool('pg_restore'),
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          '--dbname',
          c.url,
          file,
        ],
        { env: c.env, what: 'pg_restore', install: CLIENT_TOOLS },
      );
      return inspectDatabase(queryOf(client));
    },
    close: () => client.end(),
  };
}
