import { test, expect } from '../support/fixtures';
import { BASE_URL } from '../support/env';
import { authHeaders, putSession, signUpLearner } from '../support/session';
import { screenshot } from '../support/screenshot';

test('a wrong password says so without telling which of email or password was wrong', async ({
  page,
  learner,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await page.getByLabel('Email').fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a taken email is named on sign-up, with a way to sign in', async ({ page, learner }) => {
  await page.goto('/register');
  await page.getByLabel('Your name').fill('Someone Else');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill('another long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('An account with this email already exists');
  await expect(alert.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('a dropped network is explained', async ({ page, learner }) => {
  await page.goto('/login');
  await page.route('**/api/auth/**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('You appear to be offline');
  await page.unroute('**/api/auth/**');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a revoked session drops the token and asks to sign in again', async ({ page, request }) => {
  const learner = await signUpLearner(request);
  await putSession(page, learner);
  const out = await request.post(`${BASE_URL}/api/auth/sign-out`, {
    headers: { ...authHeaders(learner), origin: BASE_URL },
    data: {},
  });
  expect(out.ok()).toBe(true);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?expired=1$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await screenshot(page, 'accounts-login-expired');
});

test('logout revokes the session on the server too', async ({ page, learner }) => {
  await putSession(page, learner);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(async () =>
      (
        await page.request.get(`${BASE_URL}/api/userdetails`, { headers: authHeaders(learner) })
      ).status(),
    )
    .toBe(401);
});

test('photos of the wrong type or too big are refused with a clear message', async ({
  page,
  learner,
}) => {
  await putSession(page, learner);
  await page.goto('/profile');
  const input = page.getByLabel('Profile photo');
  await input.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByRole('alert')).toHaveText('Choose a JPEG, PNG or WebP image.');
  await input.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  });
  await expect(page.getByRole('alert')).toContainText('larger than 2 MB');
  // A file that only pretends to be a JPEG gets past the browser but not the server.
  await input.setInputFiles({
    name: 'fake.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not really a jpeg'),
  });
  await expect(page.getByRole('alert')).toHaveText('The photo must be a JPEG, PNG or WebP image.');
});
