import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { viewports } from '../catalogue/helpers';
import { ldcDocuments } from './documents';

test.use({ signedIn: true });

/** Bytes of the document's file the page has received so far. */
function countBytes(page: Page) {
  let bytes = 0;
  page.on('response', (r: Response) => {
    if (!/\/media\/material\//.test(r.url())) return;
    void r.body().then(
      (b) => (bytes += b.length),
      () => undefined,
    );
  });
  return () => bytes;
}

const pageNumber = (page: Page) => page.getByLabel('Page', { exact: true });

test('a learner reads the 320-page question bank: page 1 before the whole file, go to page 120, zoom, find, and come back to page 120', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(120_000);
  const { courseId, bank } = await ldcDocuments(request, learner);
  const received = countBytes(page);

  await page.goto(`/courses/${courseId}`);
  await page
    .getByRole('navigation', { name: 'Course sections' })
    .getByRole('link', { name: /Study material/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Study material' })).toBeVisible();
  await expect(page.getByText('320 pages')).toBeVisible();
  await page.getByRole('link', { name: bank.title }).click();
  await expect(page).toHaveURL(`/pdf?material=${bank.id}`);

  // Page 1 is drawn with its text, long before the whole file arrived.
  const first = page.locator('.pdf-page[data-page="1"]');
  await expect(first.locator('.textLayer span').first()).toBeAttached({ timeout: 30_000 });
  await expect(page.getByText('of 320')).toBeVisible();
  // Its first bytes, its cross-reference table at the end and the first page: under half of it.
  expect(received()).toBeLessThan(bank.sizeBytes / 2);
  await expect(first.locator('.textLayer')).toContainText('320 pages of practice questions');

  await pageNumber(page).fill('120');
  await page.getByRole('button', { name: 'Go' }).click();
  await expect(page.locator('.pdf-page[data-page="120"] .textLayer span').first()).toBeAttached({
    timeout: 30_000,
  });
  await expect(pageNumber(page)).toHaveValue('120');
  expect(received()).toBeLessThan(bank.sizeBytes);

  const zoom = page.getByRole('group', { name: /^Zoom/ });
  const before = await page.locator('.pdf-page[data-page="120"]').boundingBox();
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect
    .poll(async () => (await page.locator('.pdf-page[data-page="120"]').boundingBox())!.width)
    .toBeGreaterThan(before!.width);
  await expect(pageNumber(page)).toHaveValue('120');
  await zoom.getByRole('button', { name: 'Fit to width' }).click();

  await page.getByRole('searchbox', { name: 'Find in document' }).fill('Q1200.');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText(/^Match 1 of 1, page \d+$/)).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.pdf-hit').first()).toBeAttached({ timeout: 30_000 });
  await screenshot(page, 'pdf-reader');
  await expectAccessible(page);

  // Back to page 120, then away: the page is kept, and offered on return.
  // The reader keeps the page once the learner has stayed on it for 2 s: its answer is awaited,
  // or the list could be read before the page is stored.
  const kept = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      r.url().endsWith('/progress') &&
      r.request().postDataJSON()?.page === 120 &&
      r.ok(),
  );
  await pageNumber(page).fill('120');
  await page.getByRole('button', { name: 'Go' }).click();
  await expect(pageNumber(page)).toHaveValue('120');
  await kept;
  await page.getByRole('link', { name: 'Back to the study material' }).click();
  await expect(page.getByText('Last read: page 120')).toBeVisible();
  await page.getByRole('link', { name: bank.title }).click();
  await page.getByRole('button', { name: 'Continue from page 120' }).click();
  await expect(pageNumber(page)).toHaveValue('120');
  await expect(page.locator('.pdf-page[data-page="120"] .textLayer span').first()).toBeAttached({
    timeout: 30_000,
  });
});

for (const viewport of viewports) {
  test(`study material at ${viewport.width} px: a download only where allowed, a document that is not there, fit to width`, async ({
    page,
    request,
    learner,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const { courseId, guide, bank } = await ldcDocuments(request, learner);
    await page.goto(`/material/${courseId}`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'For the whole course' }),
    ).toBeVisible();
    await screenshot(page, 'material');
    await expectAccessible(page);

    // On a phone, downloading is among the tools behind "More tools".
    const moreTools = async () => {
      if (viewport.width < 768) await page.getByRole('button', { name: 'More tools' }).click();
    };
    await page.goto(`/pdf?material=${guide.id}`);
    await expect(page.locator('.pdf-page[data-page="1"] canvas')).toBeVisible({ timeout: 30_000 });
    await moreTools();
    await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
    // Fit to width: the page fills the viewer, whatever the screen.
    const viewer = (await page.locator('.pdf-viewer').boundingBox())!;
    const first = (await page.locator('.pdf-page[data-page="1"]').boundingBox())!;
    expect(first.width).toBeGreaterThan(viewer.width * 0.85);
    expect(first.width).toBeLessThanOrEqual(viewer.width);
    await screenshot(page, 'pdf-guide');

    await page.goto(`/pdf?material=${bank.id}`);
    await expect(page.locator('.pdf-page[data-page="1"] canvas')).toBeVisible({ timeout: 30_000 });
    await moreTools();
    await expect(page.getByRole('link', { name: 'Back to the study material' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download' })).toHaveCount(0);

    await page.goto('/pdf?material=999999');
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });
}
