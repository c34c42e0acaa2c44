import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { preferLanguage, type Language } from '../i18n/language';
import { completeProfileByApi } from '../catalogue/helpers';
import { DEMO_TEACHER, signedInState, signInOnScreen, signUpLearner } from '../support/session';
import { totpCode } from '../support/totp';

/*
 * Two-step sign-in: the demo teacher signs in with the code of the demo secret `npm start`
 * prints; a learner sets it up from the shown secret (codes computed from it, as a phone would),
 * signs in with it, and turns it off. Screens at 390 and 1280 px in English and Malayalam, axe
 * on each new screen.
 */

const SHOTS = '/tmp/shots/twofactor';
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`,
    fullPage: true,
    animations: 'disabled',
  });

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    for (const language of ['en', 'ml'] as Language[]) {
      test(`the demo teacher signs in with the demo secret's code and opens the console (${language})`, async ({
        page,
      }) => {
        await preferLanguage(page, language);
        await page.goto('/login');
        const form = page.getByRole('form').first();
        await form.locator('input[type="email"]').fill(DEMO_TEACHER.email);
        await form.locator('input[type="password"]').fill(DEMO_TEACHER.password);
        await form.locator('button[type="submit"]').click();
        const code = page.locator('input[autocomplete="one-time-code"]');
        await expect(code).toBeVisible();
        await shot(page, `sign-in-code-${language}`);
        await expectAccessible(page);
        // A wrong code is said at the field; the right one signs in.
        const right = totpCode(DEMO_TEACHER.totpSecret);
        await code.fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
        await code.press('Enter');
        await expect(code).toHaveAttribute('aria-invalid', 'true');
        await shot(page, `sign-in-code-wrong-${language}`);
        await code.fill(totpCode(DEMO_TEACHER.totpSecret));
        await code.press('Enter');
        await expect(page).toHaveURL('/');
        await page.goto('/admin');
        await expect(page.getByRole('navigation', { name: /Staff console|സ്റ്റാഫ്/ })).toBeVisible();
      });
    }
  });
}

for (const width of [390, 1280]) {
  for (const language of ['en', 'ml'] as Language[]) {
    test(`the set-up screens, the key and QR code then the backup codes, at ${width} px (${language})`, async ({
      page,
      request,
    }) => {
      const learner = await signUpLearner(request);
      await completeProfileByApi(request, learner);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await preferLanguage(page, language);
      await page.goto('/login');
      await page.evaluate(
        (entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)),
        signedInState(learner).origins[0]!.localStorage,
      );
      await page.goto('/two-factor');
      await page.locator('input[type="password"]').fill(learner.password);
      await page.locator('input[type="password"]').press('Enter');
      const secret = page.getByTestId('totp-secret');
      await expect(secret).toBeVisible();
      await shot(page, `enrol-scan-${language}`);
      await expectAccessible(page);
      const code = page.locator('input[autocomplete="one-time-code"]');
      await code.fill(totpCode((await secret.textContent())!.trim()));
      await code.press('Enter');
      await expect(
        page.getByRole('listitem').filter({ hasText: /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/ }),
      ).toHaveCount(10);
      await shot(page, `enrol-codes-${language}`);
      await expectAccessible(page);
    });
  }
}

test('a learner sets up two-step sign-in from the shown key, signs in with it, and turns it off', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const learner = await signUpLearner(request);
  await completeProfileByApi(request, learner);
  await page.goto('/login');
  await page.evaluate(
    (entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)),
    signedInState(learner).origins[0]!.localStorage,
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    for (const language of ['en', 'ml'] as Language[]) {
      await preferLanguage(page, language);
      await page.goto('/two-factor');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `page-off-${language}`);
    }
  }
  await expectAccessible(page);
  await preferLanguage(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Two-step sign-in' }).click();
  await expect(page).toHaveURL('/two-factor');
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await page.getByLabel('6-digit code from your authenticator app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  // On from the moment it is confirmed, while its backup codes are shown.
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  const backup = (await codes.first().textContent())!.trim();
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  // Signed out, the password alone is not enough; a backup code works once.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await signInOnScreen(page, { email: learner.email, password: learner.password });
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backup);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/two-factor');
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  // The replaced session still works; Account and security leads here too.
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Two-step sign-in' })).toBeVisible();
  await page.goto('/account');
  await page.getByRole('link', { name: 'Manage two-step sign-in' }).click();
  await expect(page).toHaveURL('/two-factor');
});
