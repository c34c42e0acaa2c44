import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { FieldMessage } from '@pariksha/contracts/accounts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { PER_ACCOUNT } from './limits';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A request over a real socket, with the path exactly as written (no client-side clean-up). */
function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: {
            origin: 'http://localhost:3000',
            ...(payload && { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (text += c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: text }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    },
  );
}

/** Every spelling of a path that a router or a URL parser might take for the same one. */
function spellings(path: string): string[] {
  const out = new Set<string>();
  const slashes = [...path.matchAll(/\//g)].map((m) => m.index).filter((i) => i > 0);
  for (const i of slashes) {
    const [head, tail] = [path.slice(0, i), path.slice(i)];
    for (const insert of ['/.', '/%2e', '/%2E', '/x/..', '/x/%2e%2e', '/', '/./.']) {
      out.add(head + insert + tail);
    }
  }
  out.add(path + '/');
  out.add(path + '/.');
  out.add(path + '?x=1');
  out.add(path + ';x=1');
  out.add(path + '%20');
  out.add(path.toUpperCase());
  out.add(path.replace('/api/auth/', '/api/AUTH/'));
  out.add(path.replace(/[a-z](?=[^/]*$)/, (c) => `%${c.charCodeAt(0).toString(16)}`));
  out.add(path.replace(/\/([^/]*)$/, '%2F$1'));
  out.add('/' + path);
  return [...out];
}

describe('identity routes whatever the spelling', () => {
  it('counts every spelling of sign-in against the same per-account limit', async () => {
    const u = await createUser(t.app);
    for (let i = 1; i < PER_ACCOUNT.max; i++) {
      const res = await send('POST', AccountPaths.signIn, { email: u.email, password: 'nope' }, {});
      expect(res.status).toBe(401);
    }
    await send('POST', AccountPaths.signIn, { email: u.email, password: 'nope' });
    const seen = { limited: 0, unknown: 0 };
    for (const path of spellings(AccountPaths.signIn)) {
      const res = await send('POST', path, { email: u.email, password: u.password });
      // Either the route itself (and its limit) or no route at all: never better-auth unlimited.
      expect([404, 429], `${path} → ${res.status}`).toContain(res.status);
      expect(JSON.parse(res.body).error.code).toBe(
        res.status === 404 ? 'NOT_FOUND' : 'RATE_LIMITED',
      );
      seen[res.status === 404 ? 'unknown' : 'limited'] += 1;
    }
    console.info(`sign-in spellings: ${seen.limited} limited, ${seen.unknown} not found`);
    expect(seen.limited).toBeGreaterThan(0);
  });

  it('holds every spelling of sign-up to the form rules', async () => {
    let n = 0;
    for (const path of [...spellings(AccountPaths.signUp), AccountPaths.signUp]) {
      n += 1;
      const body = { name: 'A', email: `spell${n}@example.com`, password: 'long enough pass' };
      for (const extra of [{}, { name: 'Ok Name', image: 'javascript:alert(1)' }]) {
        const res = await send('POST', path, { ...body, ...extra });
        expect([400, 404], `${path} → ${res.status}`).toContain(res.status);
      }
    }
    const long = await send('POST', AccountPaths.signUp, {
      name: 'x'.repeat(5000),
      email: 'long-name@example.com',
      password: 'long enough pass',
    });
    expect(long.status).toBe(400);
    expect(JSON.parse(long.body).error.details).toEqual([
      expect.objectContaining({ field: 'name' }),
    ]);
  });

  it('refuses a password of the common lists, in any case, naming the field', async () => {
    for (const password of ['password123', 'Sunshine1', 'QWERTYUIOP']) {
      const res = await send('POST', AccountPaths.signUp, {
        name: 'Common Choice',
        email: `common-${password.toLowerCase()}@example.com`,
        password,
      });
      expect(res.status, password).toBe(400);
      expect(JSON.parse(res.body).error.details).toEqual([
        { field: 'password', message: FieldMessage.passwordCommon },
      ]);
    }
  });

  it('exposes only the identity endpoints the product uses', async () => {
    const u = await createUser(t.app);
    const auth = { authorization: `Bearer ${u.token}` };
    const hidden: Array<[string, string, unknown?]> = [
      ['POST', '/api/auth/update-user', { name: 'x'.repeat(900_000), image: 'javascript:1' }],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['POST', '/api/auth/revoke-other-sessions', {}],
      ['POST', '/api/auth/revoke-session', { token: u.token }],
      ['POST', '/api/auth/delete-user', { password: u.password }],
      ['GET', '/api/auth/list-accounts'],
      ['POST', '/api/auth/verify-password', { password: u.password }],
      ['POST', '/api/auth/set-password', { newPassword: 'long enough pass' }],
      ['POST', '/api/auth/request-password-reset/', { email: u.email }],
      ['GET', '/api/auth/ok'],
    ];
    for (const [method, path, body] of hidden) {
      const res = await send(method, path, body, auth);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).not.toContain(u.token);
    }
    const me = await send('GET', AccountPaths.userDetails, undefined, auth);
    expect(JSON.parse(me.body).data.name).toBe('Test Learner');
  });
});

describe('sessions by bearer token only', () => {
  async function signIn() {
    const u = await createUser(t.app);
    const res = await send('POST', AccountPaths.signIn, {
      email: u.email,
      password: u.password,
    });
    expect(res.status).toBe(200);
    const signed = res.headers['set-auth-token'] as string;
    return { raw: JSON.parse(res.body).token as string, signed };
  }
  const me = (headers: Record<string, string>) =>
    send('GET', AccountPaths.userDetails, undefined, headers);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('sets no cookie: the web app holds the bearer token', async () => {
    const u = await createUser(t.app);
    const res = await send('POST', AccountPaths.signIn, {
      email: u.email,
      password: u.password,
    });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('takes either form of a session token, and neither with a wrong signature', async () => {
    const { raw, signed } = await signIn();
    expect(signed).toContain('.');
    expect((await me(bearer(raw))).status).toBe(200);
    expect((await me(bearer(signed))).status).toBe(200);
    expect((await me(bearer(`${raw}.AAAA`))).status).toBe(401);
    const last = raw.at(-1) === 'x' ? 'y' : 'x';
    expect((await me(bearer(`${raw.slice(0, -1)}${last}`))).status).toBe(401);
  });

  it('ignores the session cookie, so a made-up bearer never becomes valid', async () => {
    const { signed } = await signIn();
    const cookie = `better-auth.session_token=${signed}`;
    expect((await me({ ...bearer('made-up.token'), cookie })).status).toBe(401);
    expect((await me(bearer('made-up.token'))).status).toBe(401);
    expect((await me({ cookie })).status).toBe(401);
  });

  it('ends both forms at sign-out, even just after they were seen', async () => {
    for (const by of ['raw', 'signed'] as const) {
      const forms = await signIn();
      expect((await me(bearer(forms.raw))).status).toBe(200);
      expect((await me(bearer(forms.signed))).status).toBe(200);
      const out = await send('POST', AccountPaths.signOut, {}, bearer(forms[by]));
      expect(out.status).toBe(200);
      expect((await me(bearer(forms.raw))).status, `signed out by the ${by} form`).toBe(401);
      expect((await me(bearer(forms.signed))).status, `signed out by the ${by} form`).toBe(401);
    }
  });

  it('slides the expiry of a session in daily use, as better-auth does', async () => {
    const { raw } = await signIn();
    const DAY = 86_400_000;
    // Signed in two days ago: its seven days now end in five.
    await t.app.db.execute(
      sql`update sessions set updated_at = now() - interval '2 days',
          expires_at = now() + interval '5 days' where token = ${raw}`,
    );
    expect((await me(bearer(raw))).status).toBe(200);
    const [row] = await queryRows<{ expires_at: Date }>(
      t.app.db,
      sql`select expires_at from sessions where token = ${raw}`,
    );
    expect(row!.expires_at.getTime() - Date.now()).toBeGreaterThan(6.9 * DAY);
  });
});
