// The real app (server/src) as the benchmarks' child processes run it, and what they put in it
// before it starts, the ways an operator would: the demo content with `npm run seed` and a staff
// account with `npm run admin:create`, each a process of its own on the same database. The
// database comes from the environment: DATABASE_URL, or PGlite under DATA_DIR.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { BENCH_ENV } from './bench-env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The configuration of a bench server listening on 127.0.0.1:port, as environment variables. */
const benchEnv = (port: number) => ({
  ...process.env,
  ...BENCH_ENV,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
});

export function buildBenchApp(port: number) {
  return buildApp(loadConfig(benchEnv(port)), { logger: { level: 'warn' } });
}
export type BenchApp = Awaited<ReturnType<typeof buildBenchApp>>;

/** Runs `npm run <script> -- <args>` from the repository root with the bench's configuration. */
function npmRun(port: number, script: string, args: string[] = []) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: benchEnv(port),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run ${script} exited with ${code}`)),
    );
  });
}

/** The demo content, added by `npm run seed` (what is already there stays). */
export const seedDemo = (port: number) => npmRun(port, 'seed');

/** The bench's admin, made with `npm run admin:create` (an existing one is left as it is). */
export const BENCH_ADMIN = {
  email: 'bench-admin@pariksha.local',
  password: 'bench-admin-password',
};
export const createBenchAdmin = (port: number) =>
  npmRun(port, 'admin:create', ['--email', BENCH_ADMIN.email, '--password', BENCH_ADMIN.password]);

/**
 * The staff console's API as the bench admin, through the app's routes (`app.inject`: the
 * requests the console sends, without the sockets). Answers `data` of a 200 or 201, else throws.
 */
export async function staffApi(app: BenchApp) {
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: BENCH_ADMIN,
  });
  if (signedIn.statusCode !== 200) throw new Error(`admin sign-in: ${signedIn.body}`);
  const headers = { authorization: `Bearer ${signedIn.json().token}` };
  return async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode !== 200 && res.statusCode !== 201)
      throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };
}
