import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A free port among 4100–4199 on loopback. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = 4100 + Math.floor(Math.random() * 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4100–4199');
}

export type OwnServer = { url: string; stop(): Promise<void> };

/** A temporary data directory for an own server. */
export const ownDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-e2e-own-'));

/**
 * A second instance of the built app, for settings the shared test server does not have (an
 * identity provider, rate limits on): its own port, temporary data directory and demo content.
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  /** A data directory prepared beforehand (by `npm run admin:create`); a new one otherwise. */
  dataDir = ownDataDir(),
): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`;
  const base = { ...process.env };
  delete base.DATABASE_URL; // always the embedded database, seeded with the demo content
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
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A first start seeds the demo content; beside the suite's own server on two busy cores it
  // has taken over a minute. The same allowance as the suite's server (playwright.config.ts).
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the app did not start on ${url}`);
}
