import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
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
    names: { meera: 'Meera Menon' },
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
