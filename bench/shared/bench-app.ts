// The real app (server/src) as the benchmarks' child processes run it, and what they put in it
// before it starts, the ways an operator would: the demo content with `npm run seed` and a staff
// account with `npm run admin:create` (its two-step sign-in set up with a fixed secret), each a
// process of its own on the same database. The database comes from the environment:
// DATABASE_URL, or PGlite under DATA_DIR.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import {
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TwoFactorPaths,
  type TwoFactorChallenge,
  type TwoFactorVerified,
} from '@pariksha/contracts/two-factor';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { BENCH_ENV } from './bench-env';
import { ok, type Post } from './sign-up';

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
  /**
   * Bench data only: the authenticator secret of the admin's two-step sign-in (staff need it),
   * fixed so that every bench process computes the admin's codes.
   */
  totpSecret: 'PARIKSHABENCHADMINTOTPSECRET2345',
};
export const createBenchAdmin = (port: number) =>
  npmRun(port, 'admin:create', [
    ...['--email', BENCH_ADMIN.email, '--password', BENCH_ADMIN.password],
    ...['--totp-secret', BENCH_ADMIN.totpSecret],
  ]);

/** The bench admin's authenticator app's current code. */
const benchAdminCode = () =>
  new TOTP({
    secret: Secret.fromBase32(BENCH_ADMIN.totpSecret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).generate();

/**
 * Signs the bench admin in as the sign-in screen does: the password, then the authenticator's
 * code the sign-in asks for. Answers the bearer token of a session that proved it.
 */
export async function signInBenchAdmin(post: Post) {
  const { email, password } = BENCH_ADMIN;
  const answer = await ok<Partial<TwoFactorChallenge>>(
    'admin sign-in',
    post('/api/auth/sign-in/email', { email, password }),
  );
  if (!answer.challenge) throw new Error('admin sign-in: no code asked (no two-step sign-in)');
  const body = { challenge: answer.challenge, code: benchAdminCode() };
  return (await ok<TwoFactorVerified>('admin code', post(TwoFactorPaths.verifyTotp, body))).token;
}

/**
 * The staff console's API as the bench admin, through the app's routes (`app.inject`: the
 * requests the console sends, without the sockets). Answers `data` of a 200 or 201, else throws.
 */
export async function staffApi(app: BenchApp) {
  const origin = app.config.publicUrl;
  const post: Post = async (url, payload) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { origin },
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.body };
  };
  const headers = { authorization: `Bearer ${await signInBenchAdmin(post)}` };
  return async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode !== 200 && res.statusCode !== 201)
      throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };
}
