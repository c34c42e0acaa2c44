import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { BASE_URL } from '../support/env';
import { mailLink, nextMail } from '../support/mail';
import { signedInState } from '../support/session';
import { viewports } from './helpers';

/*
 * Getting back in and keeping the account, with real mail: the app sends through the run's SMTP
 * server on loopback, and each test reads its learner's mail from it.
 */

const NEW_PASSWORD = 'a brand new passphrase';
const SHOTS = '/tmp/shots/accounts';

/** A full-page picture for review, at this width, in this language. */
const shot = (page: Page, name: string, language: string) =>
  page.screenshot({
    path: `${SHOTS}/${name}-${language}-${page.viewportSize()?.width}.png`,
    fullPage: true,
    animations: 'disabled',
  });

test('a learner who forgot the password gets a link by mail, sets a new one and signs in', async ({
  page,
  learner,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText('If an account uses this address, a mail with a link is on its way.', {
      exact: false,
    }),
  ).toBeVisible();

  const mail = await nextMail(learner.email, { subject: 'Reset your Pariksha password' });
  expect(mail.text).toContain('The link works once, for 30 minutes.');
  const link = mailLink(mail);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(
    page.getByText('Your password is changed and every device was signed out.', { exact: false }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is not correct.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();

  // The link worked once: followed again, it says so and offers a new one.
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN$/);
  await expect(
    page.getByText('This link has expired or was already used.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Send a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('an unknown or made-up reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/api/auth/reset-password/made-up-token?callbackURL=%2Freset-password');
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN$/);
  await expect(page.getByRole('link', { name: 'Send a new link' })).toBeVisible();
});

test('changing the password signs another device out at once, and keeps this one', async ({
  page,
  learner,
  browser,
  request,
}) => {
  // The same learner on a phone: a second session of its own.
  const res = await request.post(`${BASE_URL}/api/auth/sign-in/email`, {
    headers: {
      origin: BASE_URL,
      web: 'web',
      'user-agent':
        'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    },
    data: { email: learner.email, password: learner.password },
  });
  expect(res.ok()).toBe(true);
  const phone = await browser.newContext({
    storageState: signedInState({ ...learner, token: (await res.json()).token }),
  });
  const phonePage = await phone.newPage();
  await phonePage.goto('/account');
  await expect(phonePage.getByRole('heading', { name: 'Account and security' })).toBeVisible();

  await page.context().addInitScript((state) => {
    for (const { name, value } of state) localStorage.setItem(name, value);
  }, signedInState(learner).origins[0]!.localStorage);
  await page.goto('/account');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(devices.getByText('Chrome on Android')).toBeVisible();

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The password is not correct.')).toBeVisible();
  await form.getByLabel('Current password', { exact: true }).fill(learner.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password is changed. Your other devices were signed out', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  // The phone's next call finds its session ended.
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/\/login\?expired=1$/);
  await expect(phonePage.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  // This device stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account and security' })).toBeVisible();
  await phone.close();
});

test('a new account is asked to confirm its address, and the mailed link confirms it', async ({
  page,
  learner,
}) => {
  await page.context().addInitScript((state) => {
    for (const { name, value } of state) localStorage.setItem(name, value);
  }, signedInState(learner).origins[0]!.localStorage);
  await page.goto('/account');
  const notice = page.getByRole('region', { name: 'Email confirmation' });
  await expect(notice).toContainText(
    `Confirm your email address: we mailed a link to ${learner.email}.`,
  );
  await expect(page.getByText('Not confirmed yet')).toBeVisible();
  // The sign-up's mail, then one more on request.
  await nextMail(learner.email, { subject: 'Confirm your email address' });
  await notice.getByRole('button', { name: 'Send again' }).click();
  await expect(notice.getByText('Sent. Look in your inbox.')).toBeVisible();
  const mail = await nextMail(learner.email, { subject: 'Confirm your email address' });

  await page.goto(mailLink(mail));
  await expect(page.getByText('Your email address is confirmed. Thank you!')).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

for (const language of ['en', 'ml'] as const) {
  for (const viewport of viewports) {
    test(`the account screens at ${viewport.width} px in ${language}, checked by axe`, async ({
      page,
      learner,
    }) => {
      await page.setViewportSize(viewport);
      await page
        .context()
        .addInitScript((lang) => localStorage.setItem('language', lang), language);

      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'forgot', language);
      await page.getByRole('textbox').fill(learner.email);
      await page.locator('form button[type=submit]').click();
      await expect(page.getByRole('status')).toBeVisible();
      await shot(page, 'forgot-sent', language);

      await page.goto(
        mailLink(await nextMail(learner.email, { subject: /പരീക്ഷ|Pariksha password/ })),
      );
      await expect(page).toHaveURL(/\/reset-password\?token=/);
      await expectAccessible(page);
      await shot(page, 'reset', language);
      await page.goto('/reset-password?error=INVALID_TOKEN');
      await expect(
        page.getByRole('link', {
          name: language === 'en' ? 'Send a new link' : 'പുതിയ ലിങ്ക് അയയ്ക്കുക',
        }),
      ).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'reset-invalid', language);

      await page.context().addInitScript((state) => {
        for (const { name, value } of state) localStorage.setItem(name, value);
      }, signedInState(learner).origins[0]!.localStorage);
      await page.goto('/account');
      await expect(page.getByRole('list').last().getByRole('listitem')).toHaveCount(1);
      await expectAccessible(page);
      await shot(page, 'account', language);
    });
  }
}
