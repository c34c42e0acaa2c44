import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { uniqueEmail } from '../support/session';
import { completeProfile, logout } from './helpers';

// A new learner, as they would go: register, complete the profile, use the app, log out, come
// back, and finally delete the account from /delete-account while signed out.
test('register → profile → home with the avatar → logout → sign in → delete the account', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  const password = 'kerala psc 2026 prep';

  await page.goto('/register');
  await expect(page.getByText(/At least 8 characters/)).toBeVisible();
  await page.getByLabel('Your name').fill('Anjali Nair');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Onboarding: not signed in until the profile is complete.
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByLabel('Your name')).toHaveValue('Anjali Nair');
  await completeProfile(page, { withPhoto: true });
  await expect(page).toHaveURL(/\/$/);

  const menu = page.getByRole('button', { name: 'Account menu' });
  await expect(menu.locator('img')).toHaveAttribute('src', /\/media\/avatars\/.+\.webp$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await logout(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signing in again goes straight home: the profile is complete.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
    'src',
    /\/media\/avatars\//,
  );
  await logout(page);

  // Delete the account, signed out.
  await page.getByRole('link', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/delete-account$/);
  // The screen itself, not only its address: /login has an Email field too.
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const remove = page.getByRole('button', { name: 'Delete my account for good' });
  await expect(remove).toBeDisabled();
  await page.getByLabel(/I understand/).check();
  await remove.click();
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  await expectAccessible(page);

  // Gone for good: the same credentials no longer sign in, and the email can register afresh.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await page.goto('/register');
  await page.getByLabel('Your name').fill('Anjali Nair');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a new password 2027');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
});

test('a learner who never finished the profile is brought back to it at the next sign-in', async ({
  page,
  learner,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await completeProfile(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a signed-out visit to a signed-in route returns there after sign-in', async ({
  page,
  learner,
}) => {
  await page.goto('/courses/1');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await completeProfile(page);
  await expect(page).toHaveURL(/\/courses\/1$/);
});
