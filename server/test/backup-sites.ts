import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  holdDataDir,
  openPglite,
  openPostgres,
  pgliteExtensions,
  queryRows,
  type Database,
} from '../src/db/client';
import { PGLITE_DUMP, TEMPLATE_DB, withDatabase } from './paths';

// Pieces of backup.test.ts: the scripts as an operator runs them, the places they copy from and
// into, and what is compared.

const PG_URL = process.env.TEST_DATABASE_URL;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Run = { code: number; out: string };

/** The npm script in the repository root with only the given configuration. */
export function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !['DATABASE_URL', 'TEST_DATABASE_URL', 'DATA_DIR', 'AUTH_SECRET'].includes(k),
    ),
  );
  return new Promise<Run>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: { ...inherited, ...env },
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out }));
  });
}

/** A DATA_DIR and a database: an empty one, or one migrated like a server's first start. */
export type Site = {
  dataDir: string;
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
};

export async function newSite(migrated: boolean): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-backup-test-'));
  const rmDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!PG_URL) {
    const dir = path.join(dataDir, 'pglite');
    if (migrated) {
      const release = holdDataDir(dir);
      const loadDataDir = new Blob([fs.readFileSync(PGLITE_DUMP)]);
      await (await PGlite.create(dir, { loadDataDir, extensions: pgliteExtensions })).close();
      release();
    }
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openPglite(dir),
      drop: async () => rmDataDir(),
    };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(text);
    await c.end();
  };
  await admin(`create database ${name}${migrated ? ` template ${TEMPLATE_DB}` : ''}`);
  const url = withDatabase(PG_URL, name);
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: async () => openPostgres(url, 5),
    async drop() {
      await admin(`drop database if exists ${name} with (force)`);
      rmDataDir();
    },
  };
}

/** Every row of every table (and every sequence's position), ordered; found independently of the scripts. */
export async function dumpRows(database: Database) {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
         where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
         order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const found = await queryRows<{ r: string }>(
      database.db,
      sql.raw(`select row_to_json(t)::text as r from ${name} t order by 1`),
    );
    rows[name] = found.map((f) => f.r);
  }
  const sequences = await queryRows<{ name: string; at: string | null }>(
    database.db,
    sql`select format('%I.%I', schemaname, sequencename) as name, last_value::text as at
          from pg_sequences order by 1`,
  );
  return { rows, sequences };
}

/** Every file under DATA_DIR/media and the auth secret, by path, as a hash of its bytes. */
export function dumpFiles(dataDir: string) {
  const files: Record<string, string> = {};
  const media = path.join(dataDir, 'media');
  for (const f of fs.readdirSync(media, { recursive: true, withFileTypes: true })) {
    if (!f.isFile()) continue;
    const full = path.join(f.parentPath, f.name);
    files[path.relative(dataDir, full)] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(full))
      .digest('hex');
  }
  files['auth-secret'] = fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8');
  return files;
}

export function expectSameRows(after: Awaited<ReturnType<typeof dumpRows>>, before: typeof after) {
  expect(Object.keys(after.rows)).toEqual(Object.keys(before.rows));
  for (const name of Object.keys(before.rows))
    expect(after.rows[name], `rows of table ${name} after the restore`).toEqual(before.rows[name]);
  expect(after.sequences).toEqual(before.sequences);
}
