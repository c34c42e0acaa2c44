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
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Copies the file to local disk (a video to work on, too large to hold in memory). */
  copyTo(key: string, localPath: string): Promise<void>;
  /** Keys of the files directly under a folder (`avatars/<userId>/`), in name order. */
  list(folder: string): Promise<string[]>;
  /** Removes a file; one already gone is fine. */
  remove(key: string): Promise<void>;
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

/**
 * Files under `root` on local disk. `send` needs @fastify/static's `reply.sendFile`, decorated
 * where the media route is registered.
 */
export function localMediaStore(root: string): MediaStore {
  const file = (key: string) => path.join(root, checked(key));
  const missing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';
  return {
    async put(key, bytes) {
      // Twice at most: `remove` may take away the folder, left empty, in between.
      for (let tries = 1; ; tries += 1) {
        await fs.mkdir(path.dirname(file(key)), { recursive: true });
        try {
          return await fs.writeFile(file(key), bytes);
        } catch (err) {
          if (!missing(err) || tries === 2) throw err;
        }
      }
    },
    async putFile(key, localPath) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      try {
        await fs.rename(localPath, file(key));
      } catch (err) {
        if ((err as { code?: string }).code !== 'EXDEV') throw err;
        // Another file system: copied, then the original removed.
        await fs.copyFile(localPath, file(key));
        await fs.rm(localPath, { force: true });
      }
    },
    async copyTo(key, localPath) {
      await fs.copyFile(file(key), localPath);
    },
    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async list(folder) {
      const prefix = folder.replace(/\/$/, '');
      try {
        const entries = await fs.readdir(file(prefix), { withFileTypes: true });
        return entries
          .filter((e) => e.isFile() && isMediaKey(e.name))
          .map((e) => `${prefix}/${e.name}`)
          .sort();
      } catch (err) {
        if (missing(err)) return [];
        throw err;
      }
    },
    async remove(key) {
      await fs.rm(file(key), { force: true });
      // A folder left empty goes too (it may be named after a learner); S3 has no folders.
      const dir = path.dirname(file(key));
      if (dir !== path.resolve(root)) await fs.rmdir(dir).catch(() => undefined);
    },
    async send(reply, key, cacheControl) {
      const stat = await fs.stat(file(key)).catch(() => null);
      if (!stat?.isFile()) return false;
      reply.header('cache-control', cacheControl);
      // Its own cache-control would overwrite the one set above.
      reply.sendFile(key, root, { cacheControl: false, dotfiles: 'deny' });
      return true;
    },
  };
}
