import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { PASSWORD_MAX } from '@pariksha/contracts/accounts';
import { clientErrorHandler } from '../src/plugins/errors';
import { PER_ACCOUNT, PER_ACCOUNT_HOURLY } from '../src/modules/auth/limits';
import { buildTestApp, createUser, type TestApp } from './helper';

/*
 * The checks docs/security.md cites that no feature's own tests make: headers on every kind of
 * answer, what a password may be, what a session token is, and guessing one account slowly.
 */

const ORIGIN = { origin: 'http://localhost:3000' };

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  https = await buildTestApp({ PUBLIC_URL: 'https://pariksha.example.org' });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

const signIn = (app: TestApp, email: string, password: string, ip = '10.9.0.1') =>
  app.app.inject({
    method: 'POST',
    url: AccountPaths.signIn,
    headers: ORIGIN,
    remoteAddress: ip,
    payload: { email, password },
  });

// A page, an API answer, a paid file refused, and a path the router refuses before any hook.
const kinds = ['/login', '/api/health', '/media/questions/x.png', '/api/course/%zz'];

describe('response headers', () => {
  it('send HSTS on every kind of answer once the public address is https, and none over http', async () => {
    for (const url of kinds) {
      const secure = await https.app.inject({ url });
      expect(secure.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const plain = await t.app.inject({ url });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('send nosniff on every kind of answer, those refused before any route ran included', async () => {
    for (const url of kinds) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    let written = '';
    const socket = { writable: true, end: (s: string) => (written = s), destroy() {} };
    clientErrorHandler(
      Object.assign(new Error('too big'), { code: 'HPE_HEADER_OVERFLOW' }),
      socket as unknown as Socket,
    );
    expect(written).toMatch(/^HTTP\/1\.1 431 /);
    expect(written).toContain('\r\nx-content-type-options: nosniff\r\n');
    expect(written).toContain('\r\ncache-control: no-store\r\n');
  });

  it('mark API answers as a file to save, never a page to show; pages are not', async () => {
    for (const url of ['/api/health', '/api/course/%zz', '/api/no-such-route']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-disposition'], url).toBe('attachment; filename="api.json"');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ url: '/login' })).headers['content-disposition']).toBeUndefined();
  });

  it("keep other sites' windows from the app's pages, except the sign-in window's return page", async () => {
    // Whatever page an address turns out to be (the built app is not needed to tell).
    for (const url of ['/login', '/exampage/1/x', '/signed-in.html.old', '/signed-in.htmlx?sso=1'])
      expect((await t.app.inject({ url })).headers['cross-origin-opener-policy'], url).toBe(
        'same-origin-allow-popups',
      );
    // The provider's pages set no policy: one here would cut the window from the test it reports to.
    for (const url of ['/signed-in.html', '/signed-in.html?sso=1', '/signed-in.html?sso=error']) {
      const res = await t.app.inject({ url });
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('name no server software or version', async () => {
    for (const url of kinds) {
      const res = await t.app.inject({ url });
      expect(res.headers.server, url).toBeUndefined();
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('grant no other site cross-origin access, not even to the identity routes', async () => {
    const evil = { origin: 'https://evil.example' };
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: AccountPaths.signIn,
      headers: { ...evil, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(404);
    const u = await createUser(t.app);
    for (const res of [
      preflight,
      await t.app.inject({ url: AccountPaths.userDetails, headers: { ...u.headers, ...evil } }),
      await t.app.inject({
        method: 'POST',
        url: AccountPaths.signIn,
        headers: evil,
        payload: { email: u.email, password: u.password },
      }),
    ]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('passwords', () => {
  it('take any printable Unicode up to the maximum, use every character, and refuse one more', async () => {
    const start = 'പരീക്ഷ 🙂 two  spaces ';
    const password = start + 'x'.repeat(PASSWORD_MAX - start.length);
    expect(password.length).toBe(PASSWORD_MAX);
    const email = 'long-password@example.com';
    const up = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signUp,
      headers: ORIGIN,
      remoteAddress: '10.8.0.1',
      payload: { name: 'Long Password', email, password },
    });
    expect(up.statusCode).toBe(200);
    expect((await signIn(t, email, password)).statusCode).toBe(200);
    // Not truncated: the same password less its last character is wrong.
    expect((await signIn(t, email, password.slice(0, -1))).statusCode).toBe(401);

    const tooLong = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signUp,
      headers: ORIGIN,
      remoteAddress: '10.8.0.2',
      payload: { name: 'Too Long', email: 'too-long@example.com', password: `${password}x` },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details[0].field).toBe('password');
  });
});

describe('session tokens', () => {
  it('are new at every sign-in, random, at least 32 letters and digits, and each one works', async () => {
    const u = await createUser(t.app);
    const tokens = [u.token];
    for (const ip of ['10.7.0.1', '10.7.0.2']) {
      const res = await signIn(t, u.email, u.password, ip);
      expect(res.statusCode).toBe(200);
      tokens.push(res.json().token);
    }
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      // 32 characters of 62 carry about 190 bits.
      expect(token).toMatch(/^[A-Za-z0-9]{32,}$/);
      const me = await t.app.inject({
        url: AccountPaths.userDetails,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
    }
  });
});

describe('request parsing', () => {
  it('refuses a repeated query parameter and a __proto__ key with 400, not a guess', async () => {
    const u = await createUser(t.app);
    const polluted = await t.app.inject({
      url: '/api/courses/search?query=psc&query=ssc',
      headers: u.headers,
    });
    expect(polluted.statusCode).toBe(400);
    expect(polluted.json().error.code).toBe('VALIDATION_FAILED');
    const poisoned = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signIn,
      headers: { ...ORIGIN, 'content-type': 'application/json' },
      payload: `{"email":"${u.email}","password":"${u.password}","__proto__":{"role":"admin"}}`,
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('guessing one account slowly', () => {
  it(`stops at ${PER_ACCOUNT_HOURLY.max} tries an hour, however they are spread over it`, async () => {
    // The limit is the subject here, not the hash: the fast one keeps fifty tries quick.
    const fast = await buildTestApp({ FAST_PASSWORD_HASH: '1' });
    const u = await createUser(fast.app); // the sign-up is the account's first try
    let now = Date.now();
    try {
      for (let tried = 1; tried < PER_ACCOUNT_HOURLY.max; tried++) {
        // Under the per-minute limit: a new minute before each minute's tries run out.
        if (tried % PER_ACCOUNT.max === 0) vi.setSystemTime((now += PER_ACCOUNT.windowMs + 1));
        const res = await signIn(fast, u.email, `wrong ${tried}`, `10.6.${tried}.1`);
        expect(res.statusCode, `try ${tried + 1}`).toBe(401);
      }
      vi.setSystemTime((now += PER_ACCOUNT.windowMs + 1));
      const held = await signIn(fast, u.email, u.password, '10.6.200.1');
      expect(held.statusCode).toBe(429);
      expect(held.json().error.message).toMatch(/try again in \d+ s/);
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(PER_ACCOUNT.windowMs / 1000);

      vi.setSystemTime((now += PER_ACCOUNT_HOURLY.windowMs));
      expect((await signIn(fast, u.email, u.password, '10.6.201.1')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      await fast.close();
    }
  });
});
