import fs from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Files the app owns (demo course images, profile photos, study material) under DATA_DIR/media,
 * served at /media/ with their real content type and nosniff.
 */
export const mediaPlugin = fp(async (app) => {
  fs.mkdirSync(app.config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=3600');
    },
  });
});
