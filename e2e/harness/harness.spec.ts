import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { authHeaders, putSession, signUpLearner } from '../support/session';
import { DEMO_LEARNER } from '../support/env';

test('health answers through request', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect((await res.json()).data.status).toBe('ok');
});

test('demo learner is seeded', async ({ request }) => {
  const res = await request.post('/api/auth/sign-in/email', {
    headers: { origin: 'http://127.0.0.1:4173' },
    data: { email: DEMO_LEARNER.email, password: DEMO_LEARNER.password },
  });
  expect(res.status()).toBe(200);
});

test.describe('signed in', () => {
  test.use({ signedIn: true });
  test('storage holds the session of the learner fixture', async ({ page, learner, request }) => {
    const s = await request.get('/api/auth/get-session', { headers: authHeaders(learner) });
    expect((await s.json()).user.email).toBe(learner.email);
    await page.goto('/api/health');
    const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);
    expect(stored[0]).toBe(learner.token);
    expect(JSON.parse(Buffer.from(stored[1]!, 'base64').toString())).toMatchObject({ email: learner.email });
    await page.goto('/');
    await screenshot(page, 'harness-home');
    await expectAccessible(page).catch((e) => console.log(String(e).slice(0, 2000)));
  });
});

test('putSession and unique sign-ups', async ({ page, request }) => {
  const a = await signUpLearner(request);
  const b = await signUpLearner(request);
  expect(a.email).not.toBe(b.email);
  await putSession(page, a);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(a.token);
});
