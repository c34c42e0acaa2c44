import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Exposes the database; closes it last when the app closes (after in-flight requests finish). */
export const dbPlugin = fp(async (app, opts: { database: Database; closeOnExit: boolean }) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.closeOnExit) app.addHook('onClose', () => opts.database.close());
});
