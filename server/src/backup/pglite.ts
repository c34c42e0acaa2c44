import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirInUseError, holdDataDir, pgliteExtensions } from '../db/client';
import { BackupError, refused } from './backup-error';
import { inspectDatabase, userObjects, type DatabaseFacts, type Query } from './manifest';

// The embedded database belongs to one process at a time (its lock file), so neither a backup
// nor a restore can run beside the server: copying its files from outside could tear them, and
// PGlite cannot be opened twice. Both take the lock, open the database themselves and go
// through PGlite's own dump and load (`dumpDataDir`, `loadDataDir`).

const queryOf =
  (client: PGlite): Query =>
  async (text) =>
    (await client.query(text)).rows as never;

function hold(dir: string, doing: 'back up' | 'restore into') {
  try {
    return holdDataDir(dir);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    throw refused(
      `The embedded database in ${dir} is in use by process ${err.owner} (the server?). ` +
        `Stop the server, then ${doing === 'back up' ? 'run npm run backup' : 'run npm run restore'} again: ` +
        `a copy taken beside it could be torn.`,
    );
  }
}

/**
 * Dumps the embedded database under `dataDir` into `stage/database.tar`. The lock stays held
 * until `close`, so the server cannot start (and write media) while the archive is written.
 */
export async function dumpPglite(dataDir: string, stage: string) {
  const dir = path.join(dataDir, 'pglite');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(
      `There is no embedded database in ${dir} to back up (DATA_DIR is ${dataDir}; is it the right one?).`,
    );
  const release = hold(dir, 'back up');
  try {
    const client = await PGlite.create(dir, { extensions: pgliteExtensions });
    let facts: DatabaseFacts;
    try {
      // Everything written so far goes from the log into the table files, so the copy opens clean.
      await client.exec('checkpoint');
      facts = await inspectDatabase(queryOf(client));
      const dump = await client.dumpDataDir('none');
      fs.writeFileSync(path.join(stage, 'database.tar'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    return { facts, file: 'database.tar' as const, close: async () => release() };
  } catch (err) {
    release();
    throw err;
  }
}

/** The embedded database under `dataDir`, held for a restore; `empty` says if it has anything. */
export async function pgliteTarget(dataDir: string) {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  const release = hold(dir, 'restore into');
  let contents: string[] = [];
  try {
    if (fs.existsSync(path.join(dir, 'PG_VERSION'))) {
      const client = await PGlite.create(dir, { extensions: pgliteExtensions });
      try {
        contents = await userObjects(queryOf(client));
      } finally {
        await client.close();
      }
    } else if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
      contents = [`files in ${dir}`];
    }
  } catch (err) {
    release();
    throw err;
  }
  return {
    where: `the embedded database in ${dir}`,
    contents,
    /** Loads the dumped data directory in place of whatever is there; returns what it holds. */
    async load(file: string): Promise<DatabaseFacts> {
      fs.rmSync(dir, { recursive: true, force: true });
      const client = await PGlite.create(dir, {
        loadDataDir: new Blob([fs.readFileSync(file)]),
        extensions: pgliteExtensions,
      });
      try {
        return await inspectDatabase(queryOf(client));
      } finally {
        await client.close();
      }
    },
    close: async () => release(),
  };
}
