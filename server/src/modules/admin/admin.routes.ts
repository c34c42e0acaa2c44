import type { FastifyPluginAsync } from 'fastify';
import { catalogueAdminRoutes } from './catalogue.routes';
import { peopleRoutes } from './people.routes';

/** The staff console's API (/api/admin/…): each route names the least role that may call it. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(peopleRoutes);
  await app.register(catalogueAdminRoutes);
};
