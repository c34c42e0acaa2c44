import type { FastifyPluginAsync } from 'fastify';
import { catalogueAdminRoutes } from './catalogue.routes';
import { contentAdminRoutes } from './content.specs';
import { examsAdminRoutes } from './exams.routes';
import { peopleRoutes } from './people.routes';
import { startTranscoding } from './transcode';
import { uploadRoutes } from './uploads.routes';

/** The staff console's API (/api/admin/…): each route names the least role that may call it. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(peopleRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(examsAdminRoutes);
  await app.register(uploadRoutes);
  await app.register(contentAdminRoutes);
  // This node's share of the transcoding, once the app is ready (never while it is being built).
  app.addHook('onReady', () => startTranscoding(app));
};
