// The processes a benchmark run starts and stops: its child scripts, which print "ready" once they
// listen (serve.ts), and a throwaway PostgreSQL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');

/** The bare Fastify hello-world, the baseline every benchmark compares against. */
export const helloServerFile = path.join(here, 'hello-server.ts');

/**
 * Runs `node --import tsx <file>` from the repository root, with the server's production Node
 * flags (scripts/start.mjs); resolves once it prints "ready".
 * `file` is absolute (or a file URL, e.g. `new URL('./app-server.ts', import.meta.url)`): each
 * runner launches scripts of its own folder as well as the shared ones.
 */
export function startChild(file: string | URL, env: Record<string, string>): Promise<ChildProcess> {
  const script = file instanceof URL ? fileURLToPath(file) : file;
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => b.toString().includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`${path.basename(script)} exited with ${code}`)));
  });
}

export const stopChild = (c: ChildProcess) =>
  new Promise<void>((resolve) => {
    c.removeAllListeners('exit');
    c.on('exit', () => resolve());
    c.kill('SIGTERM');
  });

/**
 * Polls the app's `/api/health` every `everyMs` until it answers ready (true), the process exits
 * or `seconds` pass (false).
 */
export async function untilHealthy(base: string, c: ChildProcess, seconds: number, everyMs = 250) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline && c.exitCode === null) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return false;
}

export type Postgres = { url: string; stop(): Promise<void> };
// scripts/ is plain JavaScript outside every tsconfig: what the benchmarks use of it is typed here.
export const { startPostgres } = (await import(path.join(root, 'scripts/with-postgres.mjs'))) as {
  startPostgres(): Promise<Postgres>;
};
