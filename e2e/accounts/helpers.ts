import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** A real PNG to upload as a profile photo (the app's own icon). */
export const photo = () =>
  fs.readFileSync(new URL('../../web/public/icons/icon-192.png', import.meta.url));

/** Fills in the onboarding profile with the first category and level, and saves it. */
export async function completeProfile(
  page: Page,
  opts: { phone?: string; withPhoto?: boolean } = {},
) {
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  if (opts.withPhoto) {
    await page.getByLabel('Profile photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: photo(),
    });
    await expect(page.getByRole('img', { name: 'Your photo' })).toHaveAttribute(
      'src',
      /\/media\/avatars\/.+\.webp$/,
    );
  }
  await page.getByLabel('Mobile number').fill(opts.phone ?? '98470 12345');
  const category = page.getByLabel('Exam you are preparing for');
  await category.selectOption({ index: 1 });
  await page.getByLabel('Level').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save and start learning' }).click();
}

export const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * Logs out from the avatar menu and waits until /login has loaded afresh. Logout drops the
 * session, which at once routes the page to /login, and also loads /login anew (spec §2): a test
 * that went on before that load could click or type on the page the load then replaces.
 */
export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const loaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await loaded;
  await expect(page).toHaveURL(/\/login$/);
}
