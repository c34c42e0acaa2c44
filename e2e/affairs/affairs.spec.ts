import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { viewports } from '../catalogue/helpers';
import { authHeaders } from '../support/session';

test.use({ signedIn: true });

const video = (page: Page) => page.locator('video');

for (const viewport of viewports) {
  test(`current affairs at ${viewport.width} px: months, a month filtered, an article in English and in Malayalam, a video`, async ({
    page,
    request,
    learner,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    const home = page.getByRole('region', { name: 'Current affairs' });
    await expect(home.getByRole('listitem').first()).toBeVisible();
    await home.getByRole('link', { name: 'Open current affairs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Current affairs' })).toBeVisible();
    const months = page.getByRole('list', { name: 'Months' });
    // The demo's months, newest first, each with its count. A teacher in another test may have
    // published in the current month since: that month comes first, and nothing else changes.
    const demoMonths = ['November 2026', 'October 2026', 'September 2026'];
    for (const month of demoMonths)
      await expect(months.getByRole('listitem').filter({ hasText: month })).toHaveText(
        new RegExp(`^${month}\\s*\\d+ articles?$`),
      );
    const listed = (await months.getByRole('listitem').allTextContents()).map(
      (text) => /^\w+ \d{4}/.exec(text)![0],
    );
    expect(listed.filter((m) => demoMonths.includes(m))).toEqual(demoMonths);
    const newestFirst = [...listed].sort((a, b) => Date.parse(`1 ${b}`) - Date.parse(`1 ${a}`));
    expect(listed).toEqual(newestFirst);
    await screenshot(page, 'affairs');
    await expectAccessible(page);

    // Kerala PSC's current affairs (a learner with no exam chosen yet sees every exam's on home).
    const categories = (
      await (await request.get('/api/categoryForWeb', { headers: authHeaders(learner) })).json()
    ).data as { id: number; slug: string }[];
    await page.goto(`/affairs/${categories.find((c) => c.slug === 'kerala-psc')!.id}`);
    await months.getByRole('link', { name: 'November 2026' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'November 2026' })).toBeVisible();
    // Stories in the interface language by default; topics as words, not keys.
    const list = page.getByRole('list', { name: 'November 2026' });
    const language = page.getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveValue('en');
    await expect(list.locator('[lang="en"]').first()).toBeVisible();
    await expect(list.locator(':scope > li[lang="ml"]')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Kerala' });
    await expect(page).toHaveURL(/tag=kerala/);
    await expect(
      list.getByRole('link', { name: 'Kerala Piravi: the state turns seventy' }),
    ).toBeVisible();
    await expect(list.getByRole('list', { name: 'Topics' }).first()).toContainText('Kerala');
    await expect(list.getByText('kerala', { exact: true })).toHaveCount(0);
    // Every language is one choice away.
    await language.selectOption({ label: 'All languages' });
    await expect(list.locator(':scope > li[lang="ml"]').first()).toBeVisible();
    await language.selectOption('en');
    await expect(list.getByText(/days? ago/).first()).toBeVisible();
    await screenshot(page, 'affairs-month');
    await expectAccessible(page);

    await list.getByRole('link', { name: 'Kerala Piravi: the state turns seventy' }).click();
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      'Kerala Piravi: the state turns seventy',
    );
    await expect(
      article.getByRole('heading', { level: 2, name: 'Points to remember' }),
    ).toBeVisible();
    await expect(article).toContainText('Thovala, Agastheeswaram, Kalkulam and Vilavancode');
    await screenshot(page, 'affairs-article');
    await expectAccessible(page);

    // The same fact in Malayalam, marked as Malayalam.
    await page.getByRole('link', { name: /^Back to November 2026/ }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ml');
    await page.getByRole('link', { name: 'കേരളപ്പിറവി: സംസ്ഥാനത്തിന് എഴുപത് വയസ്സ്' }).click();
    await expect(page.getByRole('article')).toHaveAttribute('lang', 'ml');
    await expect(page.getByRole('article')).toContainText('തോവാള, അഗസ്തീശ്വരം, കൽക്കുളം, വിളവൻകോട്');

    // A month that is not one says so.
    await page.goto(page.url().replace(/\/affairs\/(\d+)\/.*/, '/affairs/$1/2026-13'));
    await expect(page.getByRole('alert')).toHaveText(
      'That is not a month. Months are written like 2026-11.',
    );
  });
}

test('a current-affairs video plays in the app’s player', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Current affairs' })
    .getByRole('link', { name: 'Open current affairs' })
    .click();
  const videos = page.getByRole('list', { name: 'Videos' });
  await videos.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/affairsVideo\/\d+$/);
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(2);
  await expect(page.getByLabel('Quality')).toBeVisible();
  await screenshot(page, 'affairs-video');
  await expectAccessible(page, { exclude: ['video'] });
});
