import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { preferLanguage } from '../i18n/language';
import { DEMO_TEACHER, signInOnScreen } from '../support/session';
import { openTopBarMenu, topBar } from '../support/top-bar';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('a teacher finds the staff console from home and the top bar; the avatar menu keeps only Logout', async ({
      page,
    }) => {
      await page.goto('/login');
      await signInOnScreen(page, DEMO_TEACHER);
      await expect(page).toHaveURL('/');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Staff console' })).toBeVisible();
      await openTopBarMenu(page);
      await expect(topBar(page).getByRole('link', { name: 'Staff console' })).toBeVisible();
      await screenshot(page, 'admin-way-in');
      await expectAccessible(page);
      await topBar(page).getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitem')).toHaveText(['Logout']);
      await page.keyboard.press('Escape');

      await page.goto('/');
      await main.getByRole('link', { name: 'Staff console' }).click();
      await expect(page).toHaveURL(/\/admin/);

      await preferLanguage(page, 'ml');
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('link', { name: 'സ്റ്റാഫ് കൺസോൾ' })).toBeVisible();
      await screenshot(page, 'admin-way-in-ml');
    });
  });
}

test.describe('a learner', () => {
  test.use({ signedIn: true });
  test('sees no way into the console', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openTopBarMenu(page);
    await expect(page.getByRole('link', { name: 'Staff console' })).toHaveCount(0);
  });
});
