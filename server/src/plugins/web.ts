import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@pariksha/contracts/errors';
import { errorBody } from './errors';

/**
 * Serves the built SPA (hashed assets cached for a year, index.html never cached) and sends
 * every unknown non-API GET to index.html so the client router can decide. Unknown /api paths
 * answer the contract's 404.
 */
export const webPlugin = fp(async (app, opts: { webDist: string | undefined }) => {
  const dist = opts.webDist;
  const hasWeb = !!dist && fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    if (!isApi && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody(ErrorCode.NOT_FOUND, `No such endpoint: ${req.method} ${req.url.split('?')[0]}`));
  });
});
