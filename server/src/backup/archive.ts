import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BackupError, usage } from './backup-error';
import { ManifestSchema, type Manifest } from './manifest';

// One archive, `tar.gz`, written and read by the system's `tar`; `manifest.json` comes first so
// a restore reads it (and refuses) without unpacking the rest.

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
  const args = ['-czf', partial, '-C', stage, ...staged];
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
  let buf = Buffer.alloc(0);
  let text: string | undefined;
  try {
    for await (const chunk of source.pipe(gunzip)) {
      buf = Buffer.concat([buf, chunk as Buffer]);
      text = firstMember(buf, notBackup);
      if (text !== undefined || buf.length > 4 * 1024 * 1024) break;
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
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

/** The text of `manifest.json` if the tar bytes so far hold it whole; undefined if not yet. */
function firstMember(buf: Buffer, notBackup: (why: string) => Error): string | undefined {
  for (let at = 0; buf.length >= at + 512;) {
    const header = buf.subarray(at, at + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(
      header.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim() || '0',
      8,
    );
    const type = String.fromCharCode(header[156]!);
    if (!Number.isFinite(size)) throw notBackup('it is not a tar archive');
    // Extended headers (pax, GNU long names) come before the member they describe.
    if ('xgLK'.includes(type)) {
      at += 512 + Math.ceil(size / 512) * 512;
      continue;
    }
    if (name.replace(/^\.\//, '') !== 'manifest.json')
      throw notBackup('there is no manifest.json at its start');
    if (buf.length < at + 512 + size) return undefined;
    return buf.subarray(at + 512, at + 512 + size).toString('utf8');
  }
  return undefined;
}
