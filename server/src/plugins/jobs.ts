import type { PGlite } from '@electric-sql/pglite';
import fp from 'fastify-plugin';
import pg from 'pg';
import PgBoss from 'pg-boss';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs in PostgreSQL: any node with JOBS=on may run one, none runs it twice. */
    jobs: Jobs;
  }
}

/** How often a failed job is tried again, and after how many seconds (doubling with `backoff`). */
export type Retries = { retryLimit: number; retryDelay: number; retryBackoff?: boolean };

/**
 * How a node takes a queue's jobs: `batch` at a time, side by side (each fails or retries on its
 * own), looking again every `pollSeconds` (one at a time every 2 s by default, for heavy jobs),
 * and at once when this node sent the job.
 */
export type WorkOptions = { batch: number; pollSeconds: number };

export type Jobs = {
  /** Queues a job (nothing happens on a node without jobs until one with them picks it up). */
  send(queue: string, data: object, retries?: Retries): Promise<void>;
  /** Runs this node's share of a queue's jobs with `handler`, when this node runs jobs. */
  work<T extends object>(
    queue: string,
    handler: (data: T) => Promise<void>,
    options?: WorkOptions,
  ): Promise<void>;
};

type Result = { rows: unknown[] };

/**
 * pg-boss on the app's own database: its statements go through the app's pool, or through the
 * one embedded PGlite connection, where a text without parameters may hold several statements
 * (pg-boss's migrations and locks) and is run as one (`exec`), answering what node-postgres
 * would (a list of results when there are several).
 */
function executor(client: unknown): PgBoss.Db {
  if (client instanceof pg.Pool)
    return { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
  const lite = client as PGlite;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return lite.query(text, values);
      const results = await lite.exec(text);
      // Typed as one result by pg-boss; node-postgres answers a list for several statements.
      return (results.length === 1 ? results[0]! : results) as Result;
    },
  };
}

/**
 * Makes pg-boss's own tables in a database, as the first app to start on it would; a test run's
 * template database has them, so each test app only finds them there.
 */
export async function installJobs(client: unknown) {
  const boss = new PgBoss({ db: executor(client), supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

export const jobsPlugin = fp(
  async (app) => {
    const boss = new PgBoss({
      db: executor((app.db as unknown as { $client: unknown }).$client),
      // Finished jobs are kept a week for whoever looks into one; the console reads progress
      // from the feature's own table, not from here.
      deleteAfterDays: 7,
      // Maintenance (expiring, archiving) only where jobs run; nothing is scheduled by cron.
      supervise: app.config.jobs,
      schedule: false,
    });
    boss.on('error', (err) => app.log.error({ err }, 'background jobs'));
    const queues = new Set<string>();
    /** This node's worker of each queue it runs: woken by a job sent from here. */
    const workers = new Map<string, string>();
    let started: Promise<unknown> | null = null;
    const ready = () => (started ??= boss.start());
    const queue = async (name: string) => {
      await ready();
      if (!queues.has(name)) {
        await boss.createQueue(name);
        queues.add(name);
      }
    };

    app.decorate('jobs', {
      async send(name, data, retries = { retryLimit: 2, retryDelay: 30 }) {
        await queue(name);
        await boss.send(name, data, { ...retries, expireInMinutes: 60 });
        // A job sent from a node that runs its queue starts at once there, not at the next poll;
        // other nodes find it when they look.
        const worker = workers.get(name);
        if (worker) boss.notifyWorker(worker);
      },
      async work(name, handler, { batch, pollSeconds } = { batch: 1, pollSeconds: 2 }) {
        if (!app.config.jobs) return;
        await queue(name);
        const worker = await boss.work(
          name,
          { batchSize: batch, pollingIntervalSeconds: pollSeconds },
          async (jobs) => {
            const ran = await Promise.allSettled(jobs.map((job) => handler(job.data as never)));
            // The batch is completed as a whole afterwards; a failed job has left `active` by then.
            await Promise.all(
              ran.map((r, i) =>
                r.status === 'rejected' ? boss.fail(name, jobs[i]!.id, r.reason) : null,
              ),
            );
          },
        );
        workers.set(name, worker);
      },
    } satisfies Jobs);
    app.addHook('onClose', async () => {
      if (started) await boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
    });
  },
  { name: 'jobs' },
);
