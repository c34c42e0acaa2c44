import fs from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../lib/app-error';
import { mediaAccess, type MediaAccess } from '../lib/media-access';
import { isMediaKey, localMediaStore, type MediaStore } from '../lib/media-store';
import { mediaRules, type MediaRules } from '../modules/media/media.rules';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where media files live: photos, seeded images, and what staff upload later. */
    mediaStore: MediaStore;
    /** The media cookie: issued to signed-in learners, checked on every paid file. */
    mediaAccess: MediaAccess;
    /** Whether the person a media cookie names may open a file (besides holding the cookie). */
    canReadMedia: MediaRules['canReadMedia'];
  }
}

/** Folders anyone may see: course images (shown before sign-in) and profile photos. */
const PUBLIC_FOLDERS = new Set(['courses', 'avatars']);
const PUBLIC_CACHE = 'public, max-age=3600';
// A browser keeps a paid file a short while; shared caches never do.
const PRIVATE_CACHE = 'private, max-age=600';
// Folders whose files never change under their key (an upload gets a folder of its own): class
// videos, their playlists and segments, and documents are kept by the browser for good
// (decisions 013, 014).
const IMMUTABLE_FOLDERS = new Set(['classes', 'material']);
const IMMUTABLE_CACHE = 'private, max-age=31536000, immutable';
const COOKIE_TTL_SECONDS = 60 * 60;

const noSuchFile = (reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
  // Never the path: a 404 says nothing about what exists.
  return new AppError(ErrorCode.NOT_FOUND, 'No such file');
};

/**
 * Files under DATA_DIR/media at /media/<key>, with their real content type, nosniff and range
 * requests. Every folder but the public ones needs the media cookie (401 without it), so a
 * folder added later is paid content unless listed above. Dotfiles and missing files are the
 * contract's 404, never the app's page.
 */
async function mediaFiles(app: FastifyInstance) {
  // Only `reply.sendFile`, here: the route below decides what may be sent.
  await app.register(fastifyStatic, { serve: false });
  app.setNotFoundHandler((_req, reply) => {
    throw noSuchFile(reply);
  });
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    if (!isMediaKey(key)) throw noSuchFile(reply);
    const folder = key.split('/')[0]!;
    const isPublic = PUBLIC_FOLDERS.has(folder);
    if (!isPublic) {
      const userId = app.mediaAccess.userOf(req.headers.cookie);
      if (!userId) {
        reply.header('cache-control', 'no-store');
        throw new AppError(ErrorCode.UNAUTHENTICATED, 'Sign in to see this file');
      }
      // Withdrawn content is, to learners, not there at all.
      if (!(await app.canReadMedia(userId, key))) throw noSuchFile(reply);
    }
    const cache = isPublic
      ? PUBLIC_CACHE
      : IMMUTABLE_FOLDERS.has(folder)
        ? IMMUTABLE_CACHE
        : PRIVATE_CACHE;
    const sent = await app.mediaStore.send(reply, key, cache);
    if (!sent) throw noSuchFile(reply);
    return reply;
  });
}

export const mediaPlugin = fp(async (app, opts: { secret: string }) => {
  fs.mkdirSync(app.config.mediaDir, { recursive: true });
  app.decorate('mediaStore', localMediaStore(app.config.mediaDir));
  app.decorate('canReadMedia', mediaRules(app.db, app.clock).canReadMedia);
  app.decorate(
    'mediaAccess',
    mediaAccess({
      secret: opts.secret,
      clock: app.clock,
      ttlSeconds: COOKIE_TTL_SECONDS,
      secure: app.config.publicUrl.startsWith('https:'),
    }),
  );
  await app.register(mediaFiles, { prefix: '/media' });
});
