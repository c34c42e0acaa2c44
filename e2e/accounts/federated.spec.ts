import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { signUpLearner } from '../support/session';
import { findExam, type Paper } from '../exams/exam-api';
import { examScreen } from '../exams/exam-screen';
import { startTestIdp, type TestIdp } from '../../server/src/modules/accounts/testing/test-idp';
import { completeProfile, logout, viewports } from './helpers';
import { freePort } from '../support/free-port';
import { startOwnServer, type OwnServer } from './own-server';

// The app as an installation with an external OpenID Connect provider (a real one on loopback),
// store links, and its rate limits on, as in production.
let idp: TestIdp;
let app: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The server starts on a copy of the run's seeded data (own-server.ts): seconds, where seeding
  // its own took over two minutes beside the other worker's tests on a busy machine. The time-out
  // only ends a server that never answers.
  test.setTimeout(120_000);
  const port = freePort();
  idp = await startTestIdp({
    redirectUris: [`http://127.0.0.1:${port}/api/auth/callback/oidc`],
    names: { meera: 'Meera Menon', asha: 'Asha Pillai' },
  });
  app = await startOwnServer(port, {
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_NAME: 'Kerala ID',
    PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=app.pariksha.example',
  });
});

test.afterAll(async () => {
  await app?.stop();
  await idp?.close();
});

test('"Sign in with Kerala ID" goes through the provider and ends signed in with the token stored', async ({
  page,
}) => {
  await page.goto(`${app.url}/login`);
  await page.getByRole('button', { name: 'Sign in with Kerala ID' }).click();

  // The provider's own pages: sign in, then allow the app.
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('meera');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back in the app: a new learner completes the profile first.
  await expect(page).toHaveURL(`${app.url}/profile`);
  await expect(page.getByLabel('Your name')).toHaveValue('Meera Menon');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await completeProfile(page);
  await expect(page).toHaveURL(`${app.url}/`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  // The browser keeps no session cookie: the bearer token is the only credential.
  expect((await page.context().cookies(app.url)).map((c) => c.name).join()).not.toContain(
    'session_token',
  );

  // Log out, and sign in through the provider again: straight home this time.
  await logout(page);
  await page.getByRole('button', { name: 'Sign in with Kerala ID' }).click();
  await expect(page).toHaveURL(`${app.url}/`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

/** Signs in through the provider as `login` (a new learner: the profile is completed). */
async function signInThroughProvider(page: Page, login: string) {
  await page.goto(`${app.url}/login`);
  await page.getByRole('button', { name: 'Sign in with Kerala ID' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await completeProfile(page);
  await expect(page).toHaveURL(`${app.url}/`);
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

test('a learner who signs in only through the provider signs in again over a running test, through it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The own server holds a copy of the run's demo content: the same exam, under the same id.
  const exam = await findExam(
    request,
    await signUpLearner(request),
    'Kerala Renaissance — Topic Test',
  );
  const token = await signInThroughProvider(page, 'asha');
  const headers = { authorization: `Bearer ${token}`, origin: app.url };

  await page.goto(`${app.url}/instructions/${exam.id}`);
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page).toHaveURL(/\/exampage\//);
  const examUrl = page.url();
  const attemptId = examUrl.split('/').at(-1)!;
  const paperUrl = `${app.url}/api/exams/${exam.id}/attempts/${attemptId}/paper`;
  const paper = ((await (await request.get(paperUrl, { headers })).json()) as { data: Paper }).data;
  const [first, second] = paper.questions;
  const ui = examScreen(page);
  await ui.choose(first!, first!.options[0]!.id);
  await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 15_000 });

  // Signed out elsewhere; the next answer waits on this device and the dialog asks to sign in.
  expect((await request.post(`${app.url}/api/auth/sign-out`, { headers, data: {} })).ok()).toBe(
    true,
  );
  await ui.open(2);
  await ui.choose(second!, second!.options[1]!.id);
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const provider = dialog.getByRole('button', { name: 'Sign in with Kerala ID' });
  await expect(provider).toBeVisible();
  await expectAccessible(page, { include: '.modal' });
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await screenshot(page, 'accounts-sign-in-again-provider');
  }

  // The provider opens in a window of its own (its session is still there: no questions), the
  // window closes, and the test is where it was, with the waiting answer saved.
  const popup = page.waitForEvent('popup');
  await provider.click();
  await (await popup).waitForEvent('close');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(examUrl);
  await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 15_000 });
  const renewed = await page.evaluate(() => localStorage.getItem('token'));
  expect(renewed).not.toBe(token);
  const saved = await request.get(paperUrl, { headers: { authorization: `Bearer ${renewed}` } });
  expect(
    ((await saved.json()) as { data: Paper }).data.answers.map((a) => a.optionId).sort(),
  ).toEqual([first!.options[0]!.id, second!.options[1]!.id].sort());
});

for (const viewport of viewports) {
  test(`sign-in screen with the provider's button at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${app.url}/login`);
    await expect(page.getByRole('button', { name: 'Sign in with Kerala ID' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'accounts-login-oidc');
  });
}

test('repeated sign-in attempts on one account are limited with "try again in N s"', async ({
  page,
}) => {
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill('guess-me@example.com');
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  for (let i = 0; i < 5; i++) {
    await password.fill(`wrong guess ${i}`);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  }
  await password.fill('wrong guess 6');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    /Too many attempts\. Please try again in \d+ s\./,
  );
  await screenshot(page, 'accounts-login-rate-limited');
});

test('the app page links to the configured store', async ({ page }) => {
  await page.goto(`${app.url}/appstore`);
  const play = page.getByRole('link', { name: 'Get it on Google Play' });
  await expect(play).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=app.pariksha.example',
  );
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveCount(0);
});
