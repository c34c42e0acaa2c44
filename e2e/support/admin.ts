import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { ownDataDir, startOwnServer, type OwnServer } from '../accounts/own-server';
import { freePort } from './free-port';
import type { Learner } from './session';
import { totpCode } from './totp';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type AdminServer = OwnServer & { admin: Learner; totpSecret: string };

/**
 * An own server (a copy of the demo data) with its first admin made by `npm run admin:create`,
 * signed in through the API with two-step sign-in set up and proved, as the console asks of staff.
 */
export async function startServerWithAdmin(env: Record<string, string> = {}): Promise<AdminServer> {
  const dataDir = ownDataDir();
  const who = { email: 'head@institute.example', password: 'head-of-institute-2026' };
  const cli: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete cli.DATABASE_URL;
  execFileSync(
    'npm',
    ['run', '--silent', 'admin:create', '--', '--email', who.email, '--password', who.password],
    { cwd: ROOT, env: cli, encoding: 'utf8' },
  );
  const server = await startOwnServer(freePort(), { DISABLE_RATE_LIMITS: '1', ...env }, dataDir);
  try {
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      expect(res.ok, `${path}: ${res.status}`).toBe(true);
      return { body: (await res.json()) as Record<string, unknown>, headers: res.headers };
    };
    const signedIn = await post('/api/auth/sign-in/email', who);
    let token = signedIn.body.token as string;
    const user = signedIn.body.user as Learner['user'];
    const enrolment = await post('/api/auth/two-factor/enable', { password: who.password }, token);
    const totpSecret = enrolment.body.secret as string;
    const verified = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(totpSecret) },
      token,
    );
    token = (verified.body.token as string | undefined) ?? token;
    return {
      ...server,
      totpSecret,
      admin: { ...who, id: user.id, name: user.name, token, user },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
