import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { shiftedClock, type Clock } from './lib/clock';
import { serializeError } from './lib/log-errors';
import { resolveAuthSecret } from './lib/secret';
import { clientErrorHandler, errorsPlugin, routerFault } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { dbPlugin } from './plugins/db';
import { jobsPlugin } from './plugins/jobs';
import { mailPlugin } from './plugins/mail';
import { authPlugin } from './plugins/auth';
import { webPlugin } from './plugins/web';
import { mediaPlugin } from './plugins/media';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { catalogueStaffRoutes } from './modules/catalogue/catalogue.staff.routes';
import { enrolmentRoutes } from './modules/enrolment/enrolment.routes';
import { feedbackRoutes } from './modules/exams/feedback.routes';
import { practiceRoutes } from './modules/exams/practice.routes';
import { dailyRoutes } from './modules/exams/daily.routes';
import { standingRoutes } from './modules/exams/standing.routes';
import { enrolmentStaffRoutes } from './modules/enrolment/enrolment.staff.routes';
import { healthRoutes } from './modules/health/health.routes';
import { examRoutes } from './modules/exams/exams.routes';
import { examStaffRoutes } from './modules/exams/exams.staff.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { identityRoutes } from './modules/auth/identity.routes';
import { twoFactorRoutes } from './modules/auth/two-factor.routes';
import { classesRoutes } from './modules/classes/classes.routes';
import { classesStaffRoutes } from './modules/classes/classes.staff.routes';
import { liveHubPlugin } from './modules/live/hub.plugin';
import { liveRoutes } from './modules/live/live.routes';
import { liveStaffRoutes } from './modules/live/live.staff.routes';
import { materialRoutes } from './modules/material/material.routes';
import { materialStaffRoutes } from './modules/material/material.staff.routes';
import { affairsRoutes } from './modules/affairs/affairs.routes';
import { affairsStaffRoutes } from './modules/affairs/affairs.staff.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { notificationsPlugin } from './modules/notifications/notifications.plugin';
import { notificationsRoutes } from './modules/notifications/notifications.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

export type AppDeps = {
  /** An open, migrated database; when given, the app does not close it. */
  database?: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
};

/** The server's log: credentials redacted, failed queries without the values they were sent. */
export const loggerOptions = (config: Config) => ({
  level: config.logLevel,
  redact: ['req.headers.authorization', 'req.headers.cookie'],
  serializers: { err: serializeError },
});

/** Builds the whole app — plugins, then feature modules — without listening. */
export async function buildApp(config: Config, deps: AppDeps = {}) {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    // A hop count trusts that many proxies nearest the app (as proxy-addr counts them).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_addr: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The errors plugin answers requests that arrive while closing, in the error shape.
    return503OnClosing: false,
    frameworkErrors: routerFault,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database = deps.database;
  if (!database) {
    database = await openDatabase(config);
    await database.migrate();
  }
  if (config.disableRateLimits) {
    app.log.warn(
      'DISABLE_RATE_LIMITS is on: every rate limit is OFF. Never use this in production.',
    );
  }
  if (config.fastPasswordHash) {
    app.log.warn(
      'FAST_PASSWORD_HASH is on: new passwords are stored with a FAST, WEAK hash. Load tests only.',
    );
  }

  app.decorate('config', config);
  if (config.clockShiftMinutes !== 0)
    app.log.warn(
      `CLOCK_SHIFT_MINUTES is set: the server's clock runs ${config.clockShiftMinutes} minutes off the real one. Tests only.`,
    );
  app.decorate('clock', deps.clock ?? shiftedClock(config.clockShiftMinutes));
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(dbPlugin, { database, closeOnExit: !deps.database });
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  await app.register(authPlugin, { secret });
  await app.register(mediaPlugin, { secret });
  await app.register(notificationsPlugin, { secret });

  // Feature modules: one line each.

  await app.register(healthRoutes);
  await app.register(identityRoutes);
  await app.register(twoFactorRoutes);
  await app.register(examRoutes);
  await app.register(examStaffRoutes);
  await app.register(practiceRoutes);
  await app.register(dailyRoutes);
  await app.register(standingRoutes);
  await app.register(feedbackRoutes);
  await app.register(accountsRoutes);
  await app.register(catalogueRoutes);
  await app.register(catalogueStaffRoutes);
  await app.register(enrolmentRoutes);
  await app.register(enrolmentStaffRoutes);
  await app.register(classesRoutes);
  await app.register(classesStaffRoutes);
  await app.register(liveHubPlugin);
  await app.register(liveRoutes);
  await app.register(liveStaffRoutes);
  await app.register(materialRoutes);
  await app.register(materialStaffRoutes);
  await app.register(affairsRoutes);
  await app.register(affairsStaffRoutes);
  await app.register(notificationsRoutes);
  await app.register(adminRoutes);
  await app.register(mediaRoutes);

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
