import fs from 'node:fs';
import { z } from 'zod';

/** The archive layout's version; a restore refuses archives of a version it does not know. */
export const FORMAT_VERSION = 1;

export const ManifestSchema = z.object({
  app: z.literal('pariksha'),
  version: z.number().int(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The archive member holding it: a PGlite data directory (tar) or a pg_dump (custom format). */
    file: z.enum(['database.tar', 'database.pgdump']),
    serverVersion: z.string(),
  }),
  migrations: z.object({
    applied: z.number().int(),
    /** The newest applied migration's name, or `null` when none was applied. */
    latest: z.string().nullable(),
    latestAt: z.number().nullable(),
  }),
  /** Rows per table, by qualified name (`public.exam_attempts`), every schema but the system's. */
  tables: z.record(z.string(), z.number().int()),
  media: z.object({ files: z.number().int(), bytes: z.number().int() }),
  /** Whether DATA_DIR/auth-secret is in the archive (it is not when AUTH_SECRET is set instead). */
  authSecret: z.boolean(),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type DatabaseFacts = Pick<Manifest, 'migrations' | 'tables'> & { serverVersion: string };

/** Rows of one SQL statement; the PGlite and `pg` clients both fit behind it. */
export type Query = <T>(text: string) => Promise<T[]>;

// Every schema but PostgreSQL's own (pg_catalog, pg_toast, pg_temp_N, information_schema).
const USER_SCHEMA = `n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'`;

/** Qualified names of the database's tables (quoted where SQL needs it), in order. */
export async function listTables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${USER_SCHEMA}
      order by n.nspname, c.relname`,
  );
  return rows.map((r) => r.name);
}

/** Whether the database holds anything of its own: relations, extensions or schemas. */
export async function userObjects(query: Query): Promise<string[]> {
  const rows = await query<{ what: string }>(
    `select format('%s %I.%I', case when c.relkind in ('r', 'p') then 'table' else 'relation' end,
                   n.nspname, c.relname) as what
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMA}
     union all select format('extension %I', extname) from pg_extension where extname <> 'plpgsql'
     union all select format('schema %I', n.nspname) from pg_namespace n
                where ${USER_SCHEMA} and n.nspname <> 'public'
     order by 1`,
  );
  return rows.map((r) => r.what);
}

type Journal = { entries: { tag: string; when: number }[] };

/** The migrations this code knows, oldest first (drizzle's journal). */
export function knownMigrations(): Journal['entries'] {
  const file = new URL('../db/migrations/meta/_journal.json', import.meta.url);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Journal).entries;
}

/** Server version, migration level and rows per table, as the open transaction sees them. */
export async function inspectDatabase(query: Query): Promise<DatabaseFacts> {
  const [version] = await query<{ server_version: string }>('show server_version');
  const tables: Record<string, number> = {};
  for (const name of await listTables(query)) {
    const [row] = await query<{ n: string | number }>(`select count(*) as n from ${name}`);
    tables[name] = Number(row!.n);
  }
  let applied: number[] = [];
  // drizzle's migrator records each migration by its journal timestamp.
  if ('drizzle.__drizzle_migrations' in tables) {
    const rows = await query<{ at: string }>(
      'select created_at::text as at from drizzle.__drizzle_migrations order by created_at',
    );
    applied = rows.map((r) => Number(r.at));
  }
  const latestAt = applied.at(-1) ?? null;
  const known = knownMigrations().find((m) => m.when === latestAt);
  return {
    serverVersion: version!.server_version,
    migrations: {
      applied: applied.length,
      latest: latestAt === null ? null : (known?.tag ?? `unknown (${latestAt})`),
      latestAt,
    },
    tables,
  };
}
