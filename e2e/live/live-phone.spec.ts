import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot, SCREENSHOT_DIR } from '../support/screenshot';
import { authHeaders, type Learner } from '../support/session';
import { message, preferLanguage, type Language } from '../i18n/language';

test.use({ signedIn: true });

type LiveClass = {
  id: number;
  title: string;
  titleMl: string | null;
  description: string;
  descriptionMl: string | null;
};

/** The class of the first demo course that is live now, as the learner reads it. */
async function liveNow(request: APIRequestContext, learner: Learner) {
  const headers = authHeaders(learner);
  const get = async (url: string) => (await (await request.get(url, { headers })).json()).data;
  const [course] = (await get('/api/course_liveclass_course')) as { id: number }[];
  const { live } = (await get(`/api/course_liveclass/${course!.id}`)) as { live: { id: number }[] };
  return (await get(`/api/liveclassById/${live[0]!.id}`)) as LiveClass;
}

/** Where the element is on the screen now, in CSS pixels from the viewport's top left corner. */
async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  return locator.evaluate((el) => {
    const { x, y, width, height } = el.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/** Wholly on the screen as it is now, below the fixed top bar. */
async function expectOnScreen(page: Page, locator: Locator) {
  const { width, height } = page.viewportSize()!;
  // The top bar: the first navigation on the page, in either language.
  const bar = await box(page.getByRole('navigation').first());
  const b = await box(locator);
  expect(b.y, `${locator} starts below the top bar`).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  expect(b.y + b.height, `${locator} ends on the screen`).toBeLessThanOrEqual(height);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(width);
  return b;
}

/** The screen as the learner first sees it (not the whole page). */
async function firstScreen(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-first-screen-${width}.png`),
    animations: 'disabled',
  });
}

/** Opens the class live now and waits until its video and its chat are there. */
async function open(page: Page, request: APIRequestContext, learner: Learner, language: Language) {
  if (language === 'ml') await preferLanguage(page, 'ml');
  const item = await liveNow(request, learner);
  const t = (key: string) => message(language, 'live', key);
  const title = language === 'ml' ? (item.titleMl ?? item.title) : item.title;
  const description =
    language === 'ml' ? (item.descriptionMl ?? item.description) : item.description;
  await page.goto(`/liveVideo/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const parts = {
    video: page.locator('video'),
    chat: page.getByRole('region', { name: t('chat.title') }),
    input: page.getByRole('textbox', { name: t('chat.label') }),
    send: page.getByRole('button', { name: t('chat.send'), exact: true }),
    description: page.getByText(description, { exact: true }),
    t,
  };
  await expect(parts.video).toBeVisible();
  await expect(parts.input).toBeEnabled();
  // The chat has joined: the box is laid out as the learner works with it.
  await expect(page.getByText(t('chat.connecting'))).toHaveCount(0);
  return parts;
}

for (const language of ['en', 'ml'] as const) {
  test.describe(`a live class on a phone (390 × 844, ${language})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the video and the chat with its box share the first screen; the class details open on a tap and the video stays in view as the page scrolls', async ({
      page,
      request,
      learner,
    }) => {
      test.setTimeout(90_000);
      const { video, chat, input, send, description, t } = await open(
        page,
        request,
        learner,
        language,
      );
      const v = await expectOnScreen(page, video);
      const i = await expectOnScreen(page, input);
      await expectOnScreen(page, send);
      expect(i.y, 'the chat box is under the video').toBeGreaterThanOrEqual(v.y + v.height);
      // The chat fills the screen under the video, down to its bottom edge.
      const c = await expectOnScreen(page, chat);
      expect(c.y + c.height).toBeGreaterThan(844 - 40);
      // Nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

      const text = `${language === 'ml' ? 'വൈക്കം സത്യാഗ്രഹം 1924-ൽ?' : 'Vaikom Satyagraha in 1924?'} ${Date.now().toString(36)}`;
      await input.fill(text);
      await send.click();
      const sent = chat.getByRole('listitem').filter({ hasText: text });
      await expect(sent).toBeVisible();
      await expectOnScreen(page, sent);
      await expectOnScreen(page, video);
      await firstScreen(page, `live-phone-${language}`);
      await expectAccessible(page, { exclude: ['video'] });

      // The description waits behind "Details", which opens it in place.
      const details = page.getByRole('button', { name: t('details') });
      await expectOnScreen(page, details);
      await expect(details).toHaveAttribute('aria-expanded', 'false');
      await expect(description).toBeHidden();
      await details.click();
      await expect(details).toHaveAttribute('aria-expanded', 'true');
      await expect(description).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expectOnScreen(page, video);
      await expectOnScreen(page, input);
      await screenshot(page, `live-phone-details-${language}`);
      await expectAccessible(page, { exclude: ['video'] });
    });
  });

  test.describe(`a live class at 1280 px (${language})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the chat stays beside the video, the description under it', async ({
      page,
      request,
      learner,
    }) => {
      const { video, chat, input, description, t } = await open(page, request, learner, language);
      const v = await expectOnScreen(page, video);
      await expectOnScreen(page, input);
      const c = await box(chat);
      expect(c.x, 'the chat is beside the video').toBeGreaterThanOrEqual(v.x + v.width);
      expect(c.y).toBeLessThan(v.y + v.height);
      await expect(description).toBeVisible();
      expect((await box(description)).y).toBeGreaterThanOrEqual(v.y + v.height);
      await expect(page.getByRole('button', { name: t('details') })).toHaveCount(0);
      await firstScreen(page, `live-desktop-${language}`);
      await expectAccessible(page, { exclude: ['video'] });
    });
  });
}
