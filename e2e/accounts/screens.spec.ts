import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { putSession } from '../support/session';
import { viewports } from './helpers';

// Every accounts and information screen at a phone's width and a laptop's, checked by axe.
for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('sign-in and sign-up, with the password rules shown before submitting', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'accounts-login');

      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Enter your email address')).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'accounts-login-invalid');

      await page.goto('/register');
      await expect(page.getByText('At least 8 characters.', { exact: false })).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Use at least 8 characters')).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'accounts-register');

      // Long enough, but among the passwords people choose most: the server says so.
      await page.getByLabel('Your name').fill('Anjali Nair');
      await page.getByLabel('Email').fill(`common-${viewport.width}-${Date.now()}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('Password123');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(
        page.getByText(
          'This password is one of the most common; choose one that is harder to guess',
        ),
      ).toBeVisible();
      await screenshot(page, 'accounts-register-common-password');
    });

    test('onboarding profile', async ({ page, learner }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(learner.email);
      await page.getByLabel('Password', { exact: true }).fill(learner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
      await page.getByLabel('Mobile number').fill('12345');
      await page.getByRole('button', { name: 'Save and start learning' }).click();
      await expect(page.getByText('Enter a 10-digit Indian mobile number')).toBeVisible();
      await expect(page.getByText('Choose an exam category')).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'accounts-profile-onboarding');
    });

    test('managing the profile, signed in', async ({ page, learner }) => {
      await putSession(page, learner);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
      await page.getByLabel('Mobile number').fill('9447 000 111');
      await page.getByLabel('Exam you are preparing for').selectOption({ index: 1 });
      await page.getByLabel('Level').selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Your profile is saved.')).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'accounts-profile');
    });

    test('account deletion, signed out and signed in', async ({ page, learner }) => {
      await page.goto('/delete-account');
      await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'accounts-delete-signed-out');

      await putSession(page, learner);
      await page.goto('/delete-account');
      await expect(page.getByText(`Signed in as ${learner.email}`)).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'accounts-delete-signed-in');
    });

    test('information pages', async ({ page }) => {
      for (const [path, heading, name] of [
        ['/privacypolicy', 'Privacy policy', 'info-privacy'],
        ['/termsandconditions', 'Terms and conditions', 'info-terms'],
        ['/appstore', 'Get the Pariksha app', 'info-appstore'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectAccessible(page);
        await screenshot(page, name);
      }
    });
  });
}
