import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { AppConfigPaths } from '@pariksha/contracts/app-config-paths';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { startTestIdp, type TestIdp } from './testing/test-idp';

// The full redirect dance against a real OpenID Connect provider on loopback: the browser's part
// is played by fetch (for the provider) and inject (for the app), each with its own cookies.
const PUBLIC_URL = 'http://localhost:3000';

let idp: TestIdp;
let t: TestApp;
beforeAll(async () => {
  idp = await startTestIdp({
    redirectUris: [`${PUBLIC_URL}/api/auth/callback/oidc`],
    names: { meera: 'Meera Menon' },
  });
  t = await buildTestApp({
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_NAME: 'Kerala ID',
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

class Jar {
  private cookies = new Map<string, string>();
  take(setCookie: string | string[] | null | undefined) {
    for (const c of [setCookie ?? []].flat()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, i).trim(), pair!.slice(i + 1)];
      if (/max-age=0/i.test(c) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get size() {
    return this.cookies.size;
  }
}

/** Follows the provider's redirects, signing in as `login` and consenting, until it sends the browser back. */
async function throughProvider(start: string, login: string): Promise<URL> {
  const jar = new Jar();
  let url = start;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(PUBLIC_URL)) return new URL(url);
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.take(res.headers.getSetCookie());
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).toString();
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected page from the provider: ${res.status} ${html.slice(0, 200)}`);
    url = new URL(action, url).toString();
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    );
  }
  throw new Error('too many redirects');
}

async function federatedSignIn(login: string) {
  const appJar = new Jar();
  const start = await t.app.inject({
    method: 'POST',
    url: AccountPaths.socialSignIn,
    headers: { origin: PUBLIC_URL },
    payload: {
      provider: 'oidc',
      callbackURL: '/login?sso=1',
      errorCallbackURL: '/login?sso=error',
    },
  });
  expect(start.statusCode).toBe(200);
  appJar.take(start.headers['set-cookie']);
  const back = await throughProvider(start.json().url, login);
  expect(back.pathname).toBe('/api/auth/callback/oidc');

  const callback = await t.app.inject({
    url: back.pathname + back.search,
    headers: { cookie: appJar.header() },
  });
  expect(callback.statusCode).toBe(302);
  expect(callback.headers.location).toMatch(/\/login\?sso=1$/);
  appJar.take(callback.headers['set-cookie']);

  const handoff = await t.app.inject({
    method: 'POST',
    url: AccountPaths.handoff,
    headers: { cookie: appJar.header() },
  });
  expect(handoff.statusCode).toBe(200);
  appJar.take(handoff.headers['set-cookie']);
  expect(appJar.header()).not.toContain('session_token');
  return handoff.json().data as {
    token: string;
    user: { id: string; email: string; name: string };
  };
}

describe('federated sign-in (OpenID Connect)', () => {
  it('tells the web app the provider is configured', async () => {
    const res = await t.app.inject({ url: AppConfigPaths.config });
    expect(res.json().data.oidc).toEqual({ name: 'Kerala ID', providerId: 'oidc' });
  });

  it('signs in through the provider and hands the bearer token to the web app', async () => {
    const { token, user } = await federatedSignIn('meera');
    expect(user).toMatchObject({ email: 'meera@idp.example', name: 'Meera Menon' });
    const me = await t.app.inject({
      url: AccountPaths.userDetails,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      id: user.id,
      hasPassword: false,
      profileComplete: false,
    });

    // Signing in again finds the same account.
    const again = await federatedSignIn('meera');
    expect(again.user.id).toBe(user.id);
  });

  it('sends a provider answer that matches no sign-in begun here to the sign-in screen', async () => {
    const res = await t.app.inject({ url: '/api/auth/callback/oidc?code=made-up&state=made-up' });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location!, PUBLIC_URL);
    expect(to.origin + to.pathname).toBe(`${PUBLIC_URL}/login`);
    expect(to.searchParams.get('sso')).toBe('error');
  });

  it('refuses the hand-off without a finished sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: AccountPaths.handoff });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('lets a federated learner delete the account from a fresh sign-in, without a password', async () => {
    const { token, user } = await federatedSignIn('ravi');
    const headers = { authorization: `Bearer ${token}` };
    const res = await t.app.inject({
      method: 'DELETE',
      url: AccountPaths.userDetails,
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const fresh = await federatedSignIn('ravi');
    expect(fresh.user.id).not.toBe(user.id);
  });
});
