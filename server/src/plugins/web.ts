import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@pariksha/contracts/errors';
import { errorBody } from '../lib/app-error';

/**
 * Serves the built SPA (hashed assets cached for a year, index.html never cached; the build's
 * brotli or gzip copy of a file to browsers that take it) and sends every other unknown GET to
 * index.html so the client router can decide. Unknown /api paths and build files answer the
 * contract's 404.
 */
export const webPlugin = fp(async (app, opts: { webDist: string | undefined }) => {
  const dist = opts.webDist;
  const production = app.config.env === 'production';
  const hasWeb = !!dist && fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Its own cache-control would overwrite the one set below.
      cacheControl: false,
      // Source maps stay on disk in production: they would hand out the app's source.
      allowedPath: (file) => !(production && file.endsWith('.map')),
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    // A missing build file (a chunk of an older build) is a 404, not the page as JavaScript.
    const isAsset = req.url.startsWith('/assets/');
    if (!isApi && !isAsset && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(ErrorCode.NOT_FOUND, 'Not found'));
  });
});
