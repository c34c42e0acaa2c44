import type { FastifyPluginAsync } from 'fastify';
import { peopleRoutes } from './people.routes';
import { startTranscoding } from './transcode';
import { uploadRoutes } from './uploads.routes';

/**
 * Operating the site (/api/admin/…): people and roles, the audit log, uploads and their
 * transcoding. Each feature's own staff routes sit in its module. Each route names the least role
 * that may call it.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(peopleRoutes);
  await app.register(uploadRoutes);
  // This node's share of the transcoding, once the app is ready (never while it is being built).
  app.addHook('onReady', () => startTranscoding(app));
};
