import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export type OwnServer = { url: string; stop(): Promise<void> };

/**
 * A temporary data directory for an own server: a copy of the run's seeded one (E2E_SEEDED_DIR,
 * support/serve.mjs), so that the server starts with the demo content and does not seed again.
 */
export function ownDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-e2e-own-'));
  fs.cpSync(process.env.E2E_SEEDED_DIR!, dir, { recursive: true });
  return dir;
}

/**
 * A second instance of the built app, for settings the shared test server does not have (an
 * identity provider, rate limits on): its own port (support/free-port.ts), temporary data
 * directory and demo content. Resolves once it answers /api/health; fails as soon as it exits.
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  /** A data directory prepared beforehand (by `npm run admin:create`); a new one otherwise. */
  dataDir = ownDataDir(),
): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`;
  const base = { ...process.env };
  delete base.DATABASE_URL; // always the embedded database, with the demo content
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...base,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(root, 'web/dist'),
      LOG_LEVEL: 'warn',
      DISABLE_RATE_LIMITS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A worker that ends mid-test (a time-out) takes its server with it.
  const orphan = () => child.kill();
  process.once('exit', orphan);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    process.off('exit', orphan);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // No deadline of its own: the hook's or test's time-out ends a server that never answers.
  while (child.exitCode === null && child.signalCode === null) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the app on ${url} exited with ${child.exitCode ?? child.signalCode}`);
}
