import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { SCREENSHOT_DIR } from '../support/screenshot';
import { authHeaders, type Learner } from '../support/session';
import { message, preferLanguage, type Language } from '../i18n/language';
import { ldcDocuments } from './documents';

test.use({ signedIn: true });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SAVED_PAGE = 5;

/** The 320-page question bank, kept by the learner at page 5 as if read there before. */
async function bankReadBefore(request: APIRequestContext, learner: Learner) {
  const { bank } = await ldcDocuments(request, learner);
  const res = await request.put(`/api/material/document/${bank.id}/progress`, {
    headers: authHeaders(learner),
    data: { page: SAVED_PAGE },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return bank;
}

/** Where the element is on the screen now, in CSS pixels from the viewport's top left corner. */
async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  return locator.evaluate((el) => {
    const { x, y, width, height } = el.getBoundingClientRect();
    return { x, y, width, height };
  });
}

const say = (language: Language, key: string, page = SAVED_PAGE) =>
  message(language, 'material', `reader.${key}`).replace('{{page}}', String(page));

/**
 * The first page is drawn (with its text) and starts on the first screen, which shows half of it
 * or, for a page taller than two screens, fills half the screen; on a phone it is as wide as the
 * phone, give or take a margin.
 */
async function expectFirstPageOnFirstScreen(page: Page, timeout = 30_000) {
  const first = page.locator('.pdf-page[data-page="1"]');
  await expect(first.locator('.textLayer span').first()).toBeAttached({ timeout });
  const { width, height } = page.viewportSize()!;
  const canvas = await box(first.locator('canvas'));
  expect(canvas.y, 'the first page starts on the first screen').toBeGreaterThanOrEqual(0);
  expect(height - canvas.y, 'the first page fills the first screen').toBeGreaterThan(
    Math.min(canvas.height, height) / 2,
  );
  if (width < 768) expect(canvas.width).toBeGreaterThanOrEqual(0.9 * width);
  expect(canvas.x + canvas.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  return canvas;
}

/** The tools the learner sees now, on a single row. */
async function expectOneRow(page: Page, language: Language) {
  const toolbar = page.getByRole('toolbar', { name: say(language, 'toolbar') });
  const controls = toolbar.locator('button, input, a');
  const tops: number[] = [];
  for (const control of await controls.all()) {
    if (await control.isVisible()) tops.push((await box(control)).y);
  }
  expect(tops.length).toBeGreaterThanOrEqual(5);
  expect(Math.max(...tops) - Math.min(...tops), 'every tool on one row').toBeLessThan(12);
}

async function firstScreen(page: Page, name: string) {
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()!.width}.png`),
    animations: 'disabled',
  });
}

/**
 * The offer to continue where the learner stopped is on the screen and leaves the first page
 * where it is: the page does not move when the offer goes.
 */
async function expectOfferOverThePage(page: Page, language: Language, before: { y: number }) {
  const offer = page.getByRole('status').filter({ hasText: say(language, 'resume') });
  await expect(offer).toBeVisible();
  const o = await box(offer);
  expect(o.y + o.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await page.getByRole('button', { name: say(language, 'startOver') }).click();
  await expect(offer).toHaveCount(0);
  const after = await box(page.locator('.pdf-page[data-page="1"] canvas'));
  expect(Math.abs(after.y - before.y), 'the first page stays where it was').toBeLessThan(1);
}

for (const language of ['en', 'ml'] as const) {
  test.describe(`a document on a phone (390 × 844, ${language})`, () => {
    test.use(PHONE);

    test('a document read before opens at the phone’s width with its first page on the first screen, one row of tools and the offer to continue over the page', async ({
      page,
      request,
      learner,
    }) => {
      test.setTimeout(90_000);
      if (language === 'ml') await preferLanguage(page, 'ml');
      const bank = await bankReadBefore(request, learner);
      await page.goto(`/pdf?material=${bank.id}`);
      const first = await expectFirstPageOnFirstScreen(page);
      await expect(page.getByRole('button', { name: say(language, 'resumeButton') })).toBeVisible();
      await expectOneRow(page, language);
      await firstScreen(page, `pdf-phone-${language}`);
      await expectAccessible(page);
      await expectOfferOverThePage(page, language, first);

      // The other tools are one tap away, and the first page stays on the screen meanwhile.
      const more = page.getByRole('button', { name: say(language, 'more') });
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('searchbox', { name: say(language, 'find') })).toBeVisible();
      await expect(page.getByRole('button', { name: say(language, 'fitWidth') })).toBeVisible();
      await expect(page.getByRole('link', { name: say(language, 'back') })).toBeVisible();
      await expectFirstPageOnFirstScreen(page);
      await firstScreen(page, `pdf-phone-more-${language}`);
      await expectAccessible(page);

      // Opened again, the offer takes the learner to the page they stopped at.
      await page.goto(`/pdf?material=${bank.id}`);
      await page.getByRole('button', { name: say(language, 'resumeButton') }).click();
      await expect(page.getByLabel(say(language, 'page'), { exact: true })).toHaveValue(
        String(SAVED_PAGE),
      );
      await expect(
        page.locator(`.pdf-page[data-page="${SAVED_PAGE}"] .textLayer span`).first(),
      ).toBeAttached({ timeout: 30_000 });
    });
  });

  test.describe(`a document at 1280 px (${language})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('a document read before shows its first page on the first screen and the offer to continue over it', async ({
      page,
      request,
      learner,
    }) => {
      if (language === 'ml') await preferLanguage(page, 'ml');
      const bank = await bankReadBefore(request, learner);
      await page.goto(`/pdf?material=${bank.id}`);
      const first = await expectFirstPageOnFirstScreen(page);
      // Fit to width: the page fills the viewer.
      const viewer = await box(page.getByRole('region', { name: say(language, 'pages') }));
      expect(first.width).toBeGreaterThan(viewer.width * 0.85);
      await expect(page.getByRole('button', { name: say(language, 'more') })).toBeHidden();
      await expect(page.getByRole('searchbox', { name: say(language, 'find') })).toBeVisible();
      await firstScreen(page, `pdf-desktop-${language}`);
      await expectAccessible(page);
      await expectOfferOverThePage(page, language, first);
    });
  });
}

test.describe('a document over a slow phone line', () => {
  test.use(PHONE);

  test('at 400 kbps and 400 ms a round trip, from a cold cache: the first page is drawn on the first screen, the offer to continue over it', async ({
    page,
    request,
    learner,
  }) => {
    // A time-out only ends a load that is stuck; how long it takes is the bench's to measure.
    test.setTimeout(300_000);
    const bank = await bankReadBefore(request, learner);
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.setCacheDisabled', { cacheDisabled: true });
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 400_000 / 8,
      uploadThroughput: 400_000 / 8,
    });
    const started = Date.now();
    await page.goto(`/pdf?material=${bank.id}`, { timeout: 120_000 });
    const first = await expectFirstPageOnFirstScreen(page, 240_000);
    test.info().annotations.push({
      type: 'first page drawn',
      description: `${((Date.now() - started) / 1000).toFixed(1)} s after the address was opened`,
    });
    await expectOneRow(page, 'en');
    await firstScreen(page, 'pdf-phone-slow-line');
    await expectOfferOverThePage(page, 'en', first);
  });
});
