import crypto from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * Where the app keeps its media files (course images, question images, photos; later class videos
 * and documents), by key: a relative path such as `questions/heart.svg` or
 * `avatars/<userId>/<name>.webp`, served at `/media/<key>`. Local disk under DATA_DIR/media by
 * default; an S3-compatible store can implement the same calls (Put/Get/List/DeleteObject, a multipart upload of a file,
 * and a ranged GetObject streamed to the reply).
 */
export interface MediaStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** Takes a file from local disk into the store (an upload, too large to hold in memory). */
  putFile(key: string, localPath: string): Promise<void>;
  /** The file's bytes, or null when there is none (or only a link where it would be). */
  get(key: string): Promise<Buffer | null>;
  /** Copies the file to local disk (a video to work on, too large to hold in memory). */
  copyTo(key: string, localPath: string): Promise<void>;
  /** Keys of the files directly under a folder (`avatars/<userId>/`), in name order. */
  list(folder: string): Promise<string[]>;
  /** Removes a file; one already gone is fine. */
  remove(key: string): Promise<void>;
  /** Removes a folder and every file under it (an upload with its renditions); gone is fine. */
  removeFolder(folder: string): Promise<void>;
  /**
   * Sends the file as the reply (its type, range requests, conditional GETs) with this
   * cache-control; false, sending nothing, when there is no such file.
   */
  send(reply: FastifyReply, key: string, cacheControl: string): Promise<boolean>;
}

// Each segment starts with a letter, digit, `_` or `-`: no dotfiles, no `.` or `..`.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Whether a key names a file the store may hold: plain segments, no dotfiles, no way out. */
export const isMediaKey = (key: string) => key.split('/').every((s) => SEGMENT.test(s));

function checked(key: string) {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
  return key;
}

const code = (err: unknown) => (err as { code?: string }).code;
/** A path that is not there, or goes through a file, a link loop or a name too long. */
const absent = (err: unknown) =>
  ['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG'].includes(code(err)!);
/** A name beside a file to write it under first (a dotfile: never served, never listed). */
const beside = (p: string) => path.join(path.dirname(p), `.${crypto.randomUUID()}`);

/**
 * Files under `root` on local disk, never through a link: whatever is put in the folder by other
 * means (a symbolic link to a file or folder anywhere, even inside the root), the store reads,
 * lists, writes and removes only plain files and folders under the root itself. `send` needs
 * @fastify/static's `reply.sendFile`, decorated where the media route is registered.
 */
export function localMediaStore(root: string): MediaStore {
  let base: string | undefined;
  /** The root as the system names it (the root itself may be reached through a link). */
  async function rootPath() {
    if (base === undefined) {
      await fs.mkdir(root, { recursive: true });
      base = await fs.realpath(root);
    }
    return base;
  }
  const lexical = async (key: string) => path.join(await rootPath(), checked(key));
  /** Whether `p` exists and no part of it below the root is a link. */
  const direct = async (p: string) => {
    try {
      return (await fs.realpath(p)) === p;
    } catch (err) {
      if (absent(err)) return false;
      throw err;
    }
  };
  /** The file's path when it is a plain file reached without a link; null otherwise. */
  async function readable(key: string) {
    const p = await lexical(key);
    if (!(await direct(p))) return null;
    const stat = await fs.stat(p).catch(() => null);
    return stat?.isFile() ? p : null;
  }
  /** The path to write the file at, its folder made (refused when that goes through a link). */
  async function writable(key: string) {
    const p = await lexical(key);
    await fs.mkdir(path.dirname(p), { recursive: true });
    if ((await fs.realpath(path.dirname(p))) !== path.dirname(p))
      throw new Error(`media folder of ${JSON.stringify(key)} is not a plain folder`);
    return p;
  }
  const notThere = (key: string) =>
    Object.assign(new Error(`no media file ${JSON.stringify(key)}`), { code: 'ENOENT' });

  return {
    async put(key, bytes) {
      // Twice at most: `remove` may take away the folder, left empty, in between.
      for (let tries = 1; ; tries += 1) {
        let temp: string | undefined;
        try {
          const p = await writable(key);
          temp = beside(p);
          // Written beside it, then renamed over it: a reader never sees half a file, and a
          // link standing where the file goes is replaced, never written through.
          await fs.writeFile(temp, bytes, { flag: 'wx' });
          return await fs.rename(temp, p);
        } catch (err) {
          if (temp) await fs.rm(temp, { force: true });
          if (code(err) !== 'ENOENT' || tries === 2) throw err;
        }
      }
    },
    async putFile(key, localPath) {
      const p = await writable(key);
      try {
        // A rename replaces a link at `p` with the file; it never writes through it.
        await fs.rename(localPath, p);
      } catch (err) {
        if (code(err) !== 'EXDEV') throw err;
        // Another file system: copied beside it under a new name, then renamed over it.
        const temp = beside(p);
        await fs.copyFile(localPath, temp, fsConstants.COPYFILE_EXCL);
        await fs.rename(temp, p);
        await fs.rm(localPath, { force: true });
      }
    },
    async copyTo(key, localPath) {
      const p = await readable(key);
      if (!p) throw notThere(key);
      await fs.copyFile(p, localPath);
    },
    async get(key) {
      const p = await readable(key);
      if (!p) return null;
      try {
        return await fs.readFile(p, { flag: fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW });
      } catch (err) {
        if (absent(err)) return null;
        throw err;
      }
    },
    async list(folder) {
      const prefix = folder.replace(/\/$/, '');
      const dir = await lexical(prefix);
      if (!(await direct(dir))) return [];
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch((err: unknown) => {
        if (absent(err)) return [];
        throw err;
      });
      return entries
        .filter((e) => e.isFile() && isMediaKey(e.name))
        .map((e) => `${prefix}/${e.name}`)
        .sort();
    },
    async remove(key) {
      const p = await lexical(key);
      const dir = path.dirname(p);
      // A file behind a linked folder is not in the store: there is nothing to remove.
      if (!(await direct(dir))) return;
      // A link at `p` goes itself; what it points at stays.
      await fs.rm(p, { force: true });
      // A folder left empty goes too (it may be named after a learner); S3 has no folders.
      if (dir !== (await rootPath())) await fs.rmdir(dir).catch(() => undefined);
    },
    async removeFolder(folder) {
      const dir = await lexical(folder.replace(/\/$/, ''));
      if (!(await direct(dir))) return;
      // Links inside go themselves, never what they point at.
      await fs.rm(dir, { recursive: true, force: true });
    },
    async send(reply, key, cacheControl) {
      if (!(await readable(key))) return false;
      reply.header('cache-control', cacheControl);
      // Its own cache-control would overwrite the one set above.
      reply.sendFile(key, await rootPath(), { cacheControl: false, dotfiles: 'deny' });
      return true;
    },
  };
}
