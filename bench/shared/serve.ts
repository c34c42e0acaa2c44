// The child side of startChild/stopChild (children.ts). Kept apart from bench-app.ts so that the
// hello-world child does not load the app's modules.
import type { FastifyInstance } from 'fastify';
import { portFree } from './ports';

/** Listens on 127.0.0.1:port, prints the "ready" startChild waits for, and closes on SIGTERM. */
export async function serve(app: FastifyInstance, port: number, opts: { backlog?: number } = {}) {
  await portFree(port);
  await app.listen({ port, host: '127.0.0.1', ...opts });
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
