import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL, BLANK_PAGE } from './env';
import { totpCode } from './totp';

/** A learner signed up through the real API, with what a browser session needs. */
export type Learner = {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
  /** The auth response's user, as the API answered it. */
  user: { id: string; name: string; email: string; image?: string | null };
};

/** The shape the web client keeps under `user` (web/src/lib/storage.ts, StoredUser). */
export function storedUser(learner: Learner) {
  const { id, name, email, image } = learner.user;
  return { id, name, email, imageUrl: image ?? null };
}

/** Base64 of the UTF-8 JSON, as web/src/lib/storage.ts writes it. */
export const encodeBase64Json = (value: unknown) =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** A fresh address for every call, so tests never collide. */
export function uniqueEmail(prefix = 'learner') {
  return `${prefix}-${Date.now().toString(36)}-${crypto.randomBytes(4).toString('hex')}@example.com`;
}

/**
 * Signs up a brand-new learner through POST /api/auth/sign-up/email. Sign-ups are rate-limited
 * when the server runs with limits on (E2E_RATE_LIMITS=1): a 429 waits and tries again.
 */
export async function signUpLearner(
  request: APIRequestContext,
  overrides: { name?: string; email?: string; password?: string } = {},
): Promise<Learner> {
  const name = overrides.name ?? 'Test Learner';
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  for (let attempt = 1; ; attempt++) {
    const res = await request.post(`${BASE_URL}/api/auth/sign-up/email`, {
      headers: { origin: BASE_URL, web: 'web' },
      data: { name, email, password },
    });
    if (res.status() === 429 && attempt < 5) {
      const wait = Number(res.headers()['x-retry-after'] ?? res.headers()['retry-after'] ?? 10);
      await new Promise((r) => setTimeout(r, (wait + 1) * 1000));
      continue;
    }
    if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
    const body = (await res.json()) as { token: string; user: Learner['user'] };
    return { id: body.user.id, name, email, password, token: body.token, user: body.user };
  }
}

/**
 * Seeded on the empty database at start (server/src/seed/live.ts): a teacher, with the demo
 * authenticator secret `npm start` prints (demo data only).
 */
export const DEMO_TEACHER = {
  email: 'teacher@pariksha.local',
  password: 'pariksha-demo',
  totpSecret: 'PARIKSHADEMOTEACHERTOTPSECRET234',
};

/**
 * Signs in through the API with the password and, when the account asks for one, the current
 * code of `totpSecret`; answers the token and the user.
 */
export async function signInWithCode(
  request: APIRequestContext,
  who: { email: string; password: string; totpSecret?: string },
) {
  const headers = { origin: BASE_URL, web: 'web' };
  const res = await request.post(`${BASE_URL}/api/auth/sign-in/email`, {
    headers,
    data: { email: who.email, password: who.password },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  let body = (await res.json()) as { token?: string; challenge?: string; user?: Learner['user'] };
  if (body.challenge) {
    if (!who.totpSecret) throw new Error('sign-in asks for a code, and no secret was given');
    const verified = await request.post(`${BASE_URL}/api/auth/two-factor/verify-totp`, {
      headers,
      data: { challenge: body.challenge, code: totpCode(who.totpSecret) },
    });
    if (!verified.ok())
      throw new Error(`code refused: ${verified.status()} ${await verified.text()}`);
    body = (await verified.json()) as { token: string; user: Learner['user'] };
  }
  return { token: body.token!, user: body.user! };
}

/** Signs the demo teacher in through the API, with the code of the demo secret. */
export async function signInTeacher(request: APIRequestContext): Promise<Learner> {
  const body = await signInWithCode(request, DEMO_TEACHER);
  return {
    email: DEMO_TEACHER.email,
    password: DEMO_TEACHER.password,
    id: body.user.id,
    name: body.user.name,
    token: body.token,
    user: body.user,
  };
}

/**
 * Signs in on the sign-in screen; when the account asks for a code, enters the current code of
 * `totpSecret`.
 */
export async function signInOnScreen(
  page: Page,
  who: { email: string; password: string; totpSecret?: string },
) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!who.totpSecret) return;
  await page.getByLabel('6-digit code from your authenticator app').fill(totpCode(who.totpSecret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

/** Headers for calling the API as this learner (spec §6: `web: web` and the bearer token). */
export function authHeaders(learner: Learner) {
  return { web: 'web', authorization: `Bearer ${learner.token}` };
}

/** The localStorage entries of a signed-in browser. */
export function sessionEntries(learner: Learner) {
  return [
    { name: 'token', value: learner.token },
    { name: 'user', value: encodeBase64Json(storedUser(learner)) },
  ];
}

/** A `storageState` that opens the browser already signed in as this learner. */
export function signedInState(learner: Learner) {
  return { cookies: [], origins: [{ origin: BASE_URL, localStorage: sessionEntries(learner) }] };
}

/**
 * Puts the learner's session into an open page's storage (for a sign-in halfway through a test).
 * The page must be on the app's origin; navigate or reload afterwards to let the app read it.
 */
export async function putSession(page: Page, learner: Learner) {
  if (!page.url().startsWith(BASE_URL)) await page.goto(BLANK_PAGE);
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, sessionEntries(learner));
}
