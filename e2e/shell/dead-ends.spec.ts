import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { preferLanguage } from '../i18n/language';
import { topBar } from '../support/top-bar';

test.use({ signedIn: true });

/*
 * An address that names nothing — a malformed id or one that does not exist — shows the app's
 * not-found screen inside its frame (the top bar), with a way home, and no "Try again": asking
 * again cannot make it exist.
 */
const DEAD_ENDS: [address: string, heading: RegExp][] = [
  ['/exampage/1/abc', /^Page not found$/],
  ['/exampage/99999/7f0c1c1e-3f6a-4a53-9d55-2a1d1e2f3a4b', /^Page not found$/],
  ['/instructions/99999', /^Page not found$/],
  ['/mocktest/999', /^Course not found$/],
  ['/examhistory/abc', /^Page not found$/],
  ['/pdf?material=99999', /^Document not found$/],
  ['/recordedclassvideo/99999', /^Class not found$/],
  ['/material/99999', /^Course not found$/],
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('every dead address leads to the not-found screen with a way home', async ({ page }) => {
      for (const [address, heading] of DEAD_ENDS) {
        await test.step(address, async () => {
          await page.goto(address);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          await expect(topBar(page)).toBeVisible();
          await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
        });
      }
      await screenshot(page, 'shell-not-found');
      await expectAccessible(page);
      await page.goto('/exampage/1/abc');
      await page.getByRole('link', { name: 'Go to home' }).click();
      await expect(page).toHaveURL('/');
    });

    test('the not-found screen in Malayalam', async ({ page }) => {
      await preferLanguage(page, 'ml');
      await page.goto('/instructions/99999');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('പേജ് കണ്ടെത്തിയില്ല');
      await expect(page.getByRole('link', { name: 'ഹോമിലേക്ക് പോകുക' })).toBeVisible();
      await screenshot(page, 'shell-not-found-ml');
      await expectAccessible(page);
    });
  });
}
