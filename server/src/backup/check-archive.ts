import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { refused } from './backup-error';
import { TarError, tarEntries, type TarEntry } from './tar-entries';

// An archive is read through once before a restore unpacks it: a tampered one (a link into the
// disk, a device, a path out of its folder) is refused before anything is written.

const KINDS: Record<string, string> = {
  '1': 'a hard link',
  '2': 'a symbolic link',
  '3': 'a character device',
  '4': 'a block device',
  '6': 'a FIFO',
  '7': 'a contiguous file',
};

/**
 * What is wrong with an entry's path, or null: it must stay inside the folder it lands in (a
 * folder may be that folder itself, `./`).
 */
function pathProblem(name: string, folder: boolean): string | null {
  if (name.startsWith('/')) return 'an absolute path';
  const parts = name.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.length === 0 && !folder) return 'an empty path';
  if (parts.includes('..')) return 'a path that leads out of its folder';
  return null;
}

/** Why a restore may not unpack this entry, or null when it is a plain file or folder. */
export function entryProblem(e: Pick<TarEntry, 'name' | 'type' | 'size' | 'linkName'>) {
  const where = pathProblem(e.name, e.type === '5');
  if (where) return where;
  if (e.type === '0' && e.name.endsWith('/')) return 'a file named like a folder';
  if (e.type === '0') return null;
  if (e.type === '5') return e.size === 0 ? null : 'a folder with data';
  const kind = KINDS[e.type] ?? `an entry of type ${JSON.stringify(e.type)}`;
  return e.linkName ? `${kind} (to ${e.linkName})` : kind;
}

const clean = (name: string) =>
  name
    .split('/')
    .filter((p) => p !== '' && p !== '.')
    .join('/');

export type ArchiveFacts = { media: { files: number; bytes: number } };

/**
 * Reads every member of a `tar.gz` and refuses (naming it) one that is not a plain file or
 * folder inside the archive; counts the media files and their bytes.
 */
export async function checkArchive(file: string): Promise<ArchiveFacts> {
  const nothing = (why: string) =>
    refused(`Nothing was changed: ${file} cannot be restored: ${why}.`);
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  const media = { files: 0, bytes: 0 };
  try {
    for await (const e of tarEntries(source.pipe(gunzip))) {
      const problem = entryProblem(e);
      if (problem)
        throw nothing(
          `it holds ${JSON.stringify(e.name)}, ${problem}; a backup holds only files and folders, each inside it`,
        );
      if (e.type === '0' && clean(e.name).startsWith('media/')) {
        media.files += 1;
        media.bytes += e.size;
      }
    }
  } catch (err) {
    if (err instanceof TarError) throw nothing(err.message);
    if (err instanceof Error && 'code' in err && String(err.code).startsWith('Z_'))
      throw nothing(`it cannot be read as tar.gz (${err.message})`);
    throw err;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  return { media };
}

export type TreeFacts = {
  /** Everything but folders: what a media folder holds. */
  files: number;
  bytes: number;
  /** Entries that are not a folder or a file of its own (links, devices, hard-linked files). */
  strange: string[];
};

/** Walks a folder without following links; none: all zero. */
export function treeFacts(dir: string): TreeFacts {
  const facts: TreeFacts = { files: 0, bytes: 0, strange: [] };
  const walk = (at: string) => {
    for (const name of fs.readdirSync(at)) {
      const full = path.join(at, name);
      const st = fs.lstatSync(full);
      if (st.isDirectory()) {
        walk(full);
        continue;
      }
      facts.files += 1;
      facts.bytes += st.size;
      if (!st.isFile() || st.nlink > 1) facts.strange.push(path.relative(dir, full));
    }
  };
  const top = fs.lstatSync(dir, { throwIfNoEntry: false });
  if (top?.isDirectory()) walk(dir);
  else if (top) facts.strange.push('.');
  return facts;
}
