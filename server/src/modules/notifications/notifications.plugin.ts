import fp from 'fastify-plugin';
import { valueSigner } from '../../lib/signed-value';
import * as service from './notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Raising events (any feature) and the sweep of the timed ones (tests drive it by hand). */
    notifications: service.Notifier & { sweep(): Promise<void>; deps: service.Deps };
  }
}

/** How often a node that runs jobs sweeps for the events the clock brings. */
const SWEEP_MS = 30_000;

/**
 * Notifications' long-lived part: the fan-out job's worker and the periodic sweep, on nodes that
 * run jobs (any number of them: an event is raised once by its key, and a fan-out job runs once).
 */
export const notificationsPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    const deps: service.Deps = {
      db: app.db,
      clock: app.clock,
      jobs: app.jobs,
      mail: app.mail,
      log: app.log,
      publicUrl: app.config.publicUrl,
      signer: valueSigner(secret, 'unsubscribe'),
    };
    app.decorate('notifications', {
      raise: (event) => service.raise(deps, event),
      sweep: () => service.sweep(deps),
      deps,
    });
    // One event at a time, in the order raised (a learner's list is in the order they were made),
    // looking again every half second.
    await app.jobs.work<{ eventId: number }>(
      service.FAN_OUT_QUEUE,
      ({ eventId }) => service.fanOut(deps, eventId),
      { batch: 1, pollSeconds: 0.5 },
    );
    if (!app.config.jobs) return;
    let sweeping: Promise<void> | null = null;
    const timer = setInterval(() => {
      sweeping ??= service
        .sweep(deps)
        .catch((err: unknown) => app.log.error({ err }, 'notification sweep failed'))
        .finally(() => (sweeping = null));
    }, SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'notifications', dependencies: ['jobs', 'mail'] },
);
