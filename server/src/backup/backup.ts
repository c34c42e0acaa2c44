import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import { listFiles, mediaFigures, writeArchive } from './archive';
import { refused } from './backup-error';
import { FORMAT_VERSION, type Manifest } from './manifest';
import { dumpPglite } from './pglite';
import { dumpPostgres } from './postgres';

/** `backups/pariksha-<kind>-<UTC time>.tar.gz`, beside where the command runs. */
export function defaultArchiveName(kind: string, now: Date) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join('backups', `pariksha-${kind}-${stamp}.tar.gz`);
}

/**
 * One archive of everything the app keeps: the database (PGlite's data directory, or a pg_dump
 * of PostgreSQL), the media files under DATA_DIR/media and the generated auth secret, with a
 * manifest that a restore checks first.
 */
export async function backup(config: Config, opts: { out?: string; now?: Date } = {}) {
  const now = opts.now ?? new Date();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const out = path.resolve(opts.out ?? defaultArchiveName(kind, now));
  if (fs.existsSync(out)) throw refused(`${out} already exists; name another file with --out.`);

  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-backup-'));
  try {
    const source = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, stage)
      : await dumpPglite(config.dataDir, stage);
    try {
      // PostgreSQL: taken after the dump, so every file its rows name is here (media files are
      // only ever added or removed whole, never rewritten).
      const mediaFiles = listFiles(config.mediaDir);
      const secretFile = path.join(config.dataDir, 'auth-secret');
      const staged = ['manifest.json', source.file];
      if (fs.existsSync(secretFile)) {
        fs.copyFileSync(secretFile, path.join(stage, 'auth-secret'));
        staged.push('auth-secret');
      }
      const manifest: Manifest = {
        app: 'pariksha',
        version: FORMAT_VERSION,
        createdAt: now.toISOString(),
        database: { kind, file: source.file, serverVersion: source.facts.serverVersion },
        migrations: source.facts.migrations,
        tables: source.facts.tables,
        media: mediaFigures(config.mediaDir, mediaFiles),
        authSecret: staged.includes('auth-secret'),
      };
      fs.writeFileSync(path.join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      await writeArchive(out, stage, staged, config.dataDir, mediaFiles);
      return { out, manifest, bytes: fs.statSync(out).size };
    } finally {
      await source.close();
    }
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}
