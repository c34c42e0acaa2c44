import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { openTopBarMenu, topBar } from '../support/top-bar';

const SEARCH_CHUNK = /\/assets\/course-search-box-[^/]+\.js$/;
const HOME_CHUNK = /\/assets\/home-page-[^/]+\.js$/;
// What react-router shows when nothing of the app catches an error.
const FRAMEWORK_PAGE = /Unexpected Application Error|Hey developer/;

/** Fails every request for `chunk` while `failing()` says so. */
async function failChunk(page: Page, chunk: RegExp, failing: () => boolean) {
  await page.route(chunk, (route) =>
    failing() ? route.abort('connectionreset') : route.continue(),
  );
}

test.use({ signedIn: true });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a search box that did not load says so in its place; the screen stays, and Try again loads it', async ({
      page,
    }) => {
      let fail = true;
      await failChunk(page, SEARCH_CHUNK, () => fail);
      await page.goto('/');
      await openTopBarMenu(page);
      const alert = topBar(page).getByRole('alert');
      await expect(alert).toContainText('Search could not be loaded.');
      await expect(page.getByText(FRAMEWORK_PAGE)).toHaveCount(0);
      // The screen under the top bar is there all the same.
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
      await expectAccessible(page);
      await screenshot(page, 'shell-search-unavailable');

      fail = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      const box = topBar(page).getByRole('combobox', { name: 'Search courses' });
      await expect(box).toBeVisible();
      await expect(topBar(page).getByRole('alert')).toHaveCount(0);
      await box.fill('psc');
      await expect(page.getByRole('option').first()).toBeVisible();
    });

    test("a screen that did not load shows the app's error screen under the top bar", async ({
      page,
    }) => {
      let fail = true;
      await failChunk(page, HOME_CHUNK, () => fail);
      await page.goto('/');
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert.getByRole('heading', { level: 1 })).toHaveText(
        'This screen could not be loaded',
      );
      await expect(alert.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(page.getByText(FRAMEWORK_PAGE)).toHaveCount(0);
      await expect(topBar(page)).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'shell-screen-error');

      fail = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    });
  });
}
