// The benchmarks' PostgreSQL, a throwaway cluster (scripts/with-postgres.mjs): a query on it,
// another database of it, and durable commits for the exam runs, since an acknowledged save must
// be on disk.
import pg from 'pg';

export async function query(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

/** The same cluster's database `name`. */
export const withDatabase = (url: string, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` }).href;

/** Durable commits: the throwaway cluster starts with fsync off for test speed. */
export async function makeDurable(url: string) {
  // Checkpoints spaced as on a write-heavy production server, not the defaults' every 1 GB of WAL.
  const settings = [
    'fsync = on',
    'synchronous_commit = on',
    'full_page_writes = on',
    "max_wal_size = '8GB'",
    "checkpoint_timeout = '15min'",
  ];
  for (const s of settings) {
    await query(url, `alter system set ${s}`);
  }
  await query(url, 'select pg_reload_conf()');
  // The reload is a signal: wait until new sessions see it.
  for (let i = 0; i < 50; i++) {
    const [row] = await query(url, 'show synchronous_commit');
    if (row.synchronous_commit === 'on') return 'on';
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('PostgreSQL did not switch to durable commits');
}
