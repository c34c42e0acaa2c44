import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { extractArchive, readManifest } from './archive';
import { BackupError, refused, usage } from './backup-error';
import { checkArchive, treeFacts } from './check-archive';
import { FORMAT_VERSION, knownMigrations, type DatabaseFacts, type Manifest } from './manifest';
import { pgliteTarget } from './pglite';
import { postgresTarget } from './postgres';

const KIND_NAME = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL' } as const;

/** Refuses what this code cannot restore: another kind, another layout, newer migrations. */
function checkManifest(manifest: Manifest, kind: Manifest['database']['kind']) {
  if (manifest.version !== FORMAT_VERSION)
    throw refused(
      `The backup's layout is version ${manifest.version}; this version of Pariksha reads ${FORMAT_VERSION}.`,
    );
  if (manifest.database.kind !== kind)
    throw refused(
      `The backup holds ${KIND_NAME[manifest.database.kind]}, but this configuration uses ${KIND_NAME[kind]} ` +
        `(${kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}). ` +
        `Restore it into the same kind: ${manifest.database.kind === 'postgres' ? 'set DATABASE_URL to an empty PostgreSQL database' : 'unset DATABASE_URL'}.`,
    );
  const { latestAt, latest } = manifest.migrations;
  if (latestAt !== null && !knownMigrations().some((m) => m.when === latestAt))
    throw refused(
      `The backup was made by a newer version of Pariksha (its database has migration ${latest}, ` +
        `which this code does not know). Restore it with that version or a later one.`,
    );
}

/** Tables and media that differ from what the manifest counted, one line each. */
function differences(manifest: Manifest, facts: DatabaseFacts, mediaDir: string) {
  const lines: string[] = [];
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(facts.tables)]);
  for (const name of [...names].sort()) {
    const want = manifest.tables[name];
    const got = facts.tables[name];
    if (want !== got)
      lines.push(
        `table ${name}: ${got ?? 'missing'} rows restored, ${want ?? 'none'} in the backup`,
      );
  }
  const media = mediaDiffers(manifest, treeFacts(mediaDir), 'restored');
  return media ? [...lines, media] : lines;
}

/** The media files counted against the manifest's figures; null when they agree. */
function mediaDiffers(manifest: Manifest, media: { files: number; bytes: number }, how: string) {
  const want = manifest.media;
  return media.files === want.files && media.bytes === want.bytes
    ? null
    : `media: ${media.files} files (${media.bytes} bytes) ${how}, ${want.files} (${want.bytes} bytes) in the backup's manifest`;
}

/**
 * Restores an archive into the configured DATA_DIR and database. Refuses a target that holds
 * anything (database or media) unless `force`, which replaces it.
 */
export async function restore(config: Config, file: string, opts: { force?: boolean } = {}) {
  const archive = path.resolve(file);
  if (!fs.existsSync(archive)) throw usage(`${archive}: no such file.`);
  const manifest = await readManifest(archive);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  checkManifest(manifest, kind);
  const inArchive = mediaDiffers(manifest, (await checkArchive(archive)).media, 'in the archive');
  if (inArchive)
    throw refused(`Nothing was changed: the archive does not match its manifest: ${inArchive}.`);

  const target = config.databaseUrl
    ? await postgresTarget(config.databaseUrl)
    : await pgliteTarget(config.dataDir);
  try {
    const media = treeFacts(config.mediaDir).files;
    const occupied = [
      ...(target.contents.length > 0
        ? [`${target.where} is not empty (${summary(target.contents)})`]
        : []),
      ...(media > 0 ? [`${config.mediaDir} holds ${media} files`] : []),
    ];
    if (occupied.length > 0 && !opts.force)
      throw refused(
        `Nothing was changed: ${occupied.join('; ')}. Restore into an empty database and DATA_DIR, ` +
          `or pass --force to replace what is there.`,
      );

    // Unpacked beside the media folder, so putting it in place is a rename.
    fs.mkdirSync(config.dataDir, { recursive: true });
    const stage = fs.mkdtempSync(path.join(config.dataDir, '.restore-'));
    try {
      await extractArchive(archive, stage);
      // Checked again as unpacked, before anything is put in place: nothing but files and folders.
      const unpacked = treeFacts(stage);
      if (unpacked.strange.length > 0)
        throw refused(
          `Nothing was changed: the archive unpacked into something other than files and folders: ${unpacked.strange.slice(0, 5).join(', ')}.`,
        );
      const stagedMedia = mediaDiffers(manifest, treeFacts(path.join(stage, 'media')), 'unpacked');
      if (stagedMedia)
        throw refused(
          `Nothing was changed: the archive does not match its manifest: ${stagedMedia}.`,
        );
      const facts = await target.load(path.join(stage, manifest.database.file));
      fs.rmSync(config.mediaDir, { recursive: true, force: true });
      if (fs.existsSync(path.join(stage, 'media')))
        fs.renameSync(path.join(stage, 'media'), config.mediaDir);
      else fs.mkdirSync(config.mediaDir, { recursive: true });
      const notes = restoreSecret(config, stage, opts.force ?? false);

      const wrong = differences(manifest, facts, config.mediaDir);
      if (wrong.length > 0)
        throw new BackupError(
          `The restored data do not match the backup's manifest:\n  ${wrong.join('\n  ')}`,
        );
      return { manifest, where: target.where, notes };
    } finally {
      fs.rmSync(stage, { recursive: true, force: true });
    }
  } finally {
    await target.close();
  }
}

/** "39 tables, e.g. public.accounts, public.attempts", or the first objects when there are no tables. */
function summary(contents: string[]) {
  const tables = contents.filter((c) => c.startsWith('table ')).map((c) => c.slice(6));
  const some = (list: string[]) => list.slice(0, 3).join(', ');
  return tables.length > 0
    ? `${tables.length} tables, e.g. ${some(tables)}`
    : `${contents.length} objects, e.g. ${some(contents)}`;
}

/** Puts the backup's auth secret in place, so sessions and signed media links stay valid. */
function restoreSecret(config: Config, stage: string, force: boolean): string[] {
  const from = path.join(stage, 'auth-secret');
  const to = path.join(config.dataDir, 'auth-secret');
  if (!fs.existsSync(from)) return [];
  const mine = fs.existsSync(to) ? fs.readFileSync(to) : null;
  if (mine && !mine.equals(fs.readFileSync(from)) && !force)
    return [
      `${to} differs from the backup's and was kept: people sign in again. Pass --force to take the backup's.`,
    ];
  fs.copyFileSync(from, to);
  fs.chmodSync(to, 0o600);
  return [];
}
