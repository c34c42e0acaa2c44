import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BackupError, usage } from './backup-error';
import { ManifestSchema, type Manifest } from './manifest';
import { TarError, tarEntries } from './tar-entries';

// One archive, `tar.gz`, written and unpacked by the system's `tar`; `manifest.json` comes first
// so a restore reads it (and refuses) without unpacking the rest.

const MANIFEST_LIMIT = 4 * 1024 * 1024;

/** Runs a command; a non-zero exit becomes a BackupError carrying what it printed. */
export function runTool(
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; what?: string; install?: string } = {},
): Promise<void> {
  const what = opts.what ?? path.basename(command);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: opts.env ?? process.env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          err.code === 'ENOENT'
            ? `${what} was not found: install ${opts.install ?? `it (Debian: apt-get install ${what})`}.`
            : `${what} could not run: ${err.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${what} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** Files under `dir`, relative to it, in name order; none when it does not exist. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

export function mediaFigures(dir: string, files = listFiles(dir)) {
  let bytes = 0;
  for (const f of files) bytes += fs.statSync(path.join(dir, f)).size;
  return { files: files.length, bytes };
}

/**
 * Writes the archive to `out` (through `out.partial`, so a failed run leaves no half archive
 * under the real name): the staged files first (`manifest.json` leading), then the media files
 * named, under `media/`, read from `dataDir`.
 */
export async function writeArchive(
  out: string,
  stage: string,
  staged: string[],
  dataDir: string,
  mediaFiles: string[],
) {
  const partial = `${out}.partial`;
  // A hard-linked media file goes in as a file of its own: a restore takes no links.
  const args = ['-czf', partial, '--hard-dereference', '-C', stage, ...staged];
  if (mediaFiles.length > 0) {
    // The list names exactly the files the manifest counted; one gone since makes tar fail.
    const list = path.join(stage, 'media-files');
    fs.writeFileSync(list, mediaFiles.map((f) => `media/${f}\0`).join(''));
    args.push('-C', dataDir, '--null', '-T', list);
  }
  try {
    await runTool('tar', args);
    fs.renameSync(partial, out);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export async function extractArchive(file: string, dir: string) {
  await runTool('tar', ['-xzf', file, '--no-same-owner', '-C', dir]);
}

/** The manifest at the head of an archive, read without unpacking the rest. */
export async function readManifest(file: string): Promise<Manifest> {
  const notBackup = (why: string) => usage(`${file} is not a Pariksha backup: ${why}.`);
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  let text: string | undefined;
  try {
    for await (const first of tarEntries(source.pipe(gunzip))) {
      if (first.type === '0' && first.name.replace(/^\.\//, '') === 'manifest.json')
        text = (await first.body(MANIFEST_LIMIT)).toString('utf8');
      break;
    }
  } catch (err) {
    if (err instanceof TarError) throw notBackup(`it is not a tar archive (${err.message})`);
    throw notBackup(`it cannot be read as tar.gz (${(err as Error).message})`);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  if (text === undefined) throw notBackup('there is no manifest.json at its start');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw notBackup('its manifest.json is not JSON');
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw notBackup(`its manifest.json is not one this version reads`);
  return parsed.data;
}
