import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { openTopBarMenu, topBar } from '../support/top-bar';
import { preferLanguage } from '../i18n/language';
import { findExam, startAttempt } from '../exams/exam-api';

test.describe('signed out', () => {
  test('an unknown path lands on /login with no top bar', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page).toHaveURL(/\/login$/);
    await expect(topBar(page)).toHaveCount(0);
    await screenshot(page, 'shell-signed-out');
  });

  test('a signed-in route sends the visitor to /login', async ({ page }) => {
    await page.goto('/courses/1');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the public information pages stay reachable', async ({ page }) => {
    await page.goto('/termsandconditions');
    await expect(page).toHaveURL(/\/termsandconditions$/);
  });

  test('the page and its code come compressed; the code is cached for good', async ({ page }) => {
    const headers = new Map<string, Record<string, string>>();
    page.on('response', (r) => {
      const { pathname } = new URL(r.url());
      if (/^\/assets\/index-[^/]+\.js$|^\/login$/.test(pathname))
        headers.set(pathname, r.headers());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const document = headers.get('/login')!;
    const code = [...headers].find(([pathname]) => pathname.startsWith('/assets/'))![1];
    for (const h of [code, document]) {
      expect(h['content-encoding']).toMatch(/^(br|gzip)$/);
      expect(h.vary).toMatch(/accept-encoding/i);
    }
    expect(code['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(document['cache-control']).toBe('no-cache');
  });

  test('every text file of the build is sent in brotli or gzip as asked, and as it is otherwise', async ({
    request,
  }) => {
    const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
    const text = fs
      .readdirSync(dist, { recursive: true, encoding: 'utf8' })
      // Not the build's own records (.vite/manifest.json), which are not served.
      .filter((f) => /\.(js|mjs|css|html|svg|json|webmanifest)$/.test(f) && !f.startsWith('.'))
      .filter((f) => fs.statSync(path.join(dist, f)).size >= 1024)
      .map((f) => `/${f.split(path.sep).join('/')}`);
    // The scripts, the styles, the PDF reader's worker (`.mjs`) and the public folder's images.
    expect(text.some((f) => f.endsWith('.mjs'))).toBe(true);
    expect(text.some((f) => f.endsWith('.css'))).toBe(true);
    expect(text.some((f) => !f.startsWith('/assets/') && f.endsWith('.svg'))).toBe(true);
    for (const file of text) {
      const size = fs.statSync(path.join(dist, file)).size;
      for (const encoding of ['br', 'gzip', 'identity'] as const) {
        const res = await request.get(file, { headers: { 'accept-encoding': encoding } });
        expect(res.status(), file).toBe(200);
        const h = res.headers();
        expect(h['content-encoding'], `${file} asked as ${encoding}`).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
        expect(h['content-type'], file).not.toMatch(/octet-stream/);
        // Decoded by the client either way: the same bytes as the build's file.
        expect((await res.body()).length, `${file} as ${encoding}`).toBe(size);
      }
    }
  });

  test('a build file that does not exist is a 404, not the page', async ({ request }) => {
    const res = await request.get('/assets/screen-of-an-older-build.js');
    expect(res.status()).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  });

  test('a slow screen chunk shows the Loading... fallback', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/terms-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/termsandconditions');
    await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
    release();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a screen chunk that fails to load can be retried', async ({ page }) => {
    let fail = true;
    await page.route(/\/assets\/terms-page-[^/]+\.js$/, (route) =>
      fail ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/termsandconditions');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This screen could not be loaded');
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test('the top bar has the logo, the avatar and a single Logout item', async ({ page }) => {
    await page.goto('/');
    const bar = topBar(page);
    await expect(bar.getByRole('link', { name: 'Pariksha home' })).toHaveAttribute('href', '/');
    await openTopBarMenu(page);
    await bar.getByRole('button', { name: 'Account menu' }).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText(['Logout']);
    await expect(bar.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
      'src',
      '/default-avatar.svg',
    );
    await expectAccessible(page);
    await screenshot(page, 'shell-top-bar-open');
    await items.first().click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an unknown path goes home; /login goes home', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the exam page hides the top bar and runs full width', async ({
    page,
    request,
    learner,
  }) => {
    // A test that is running: a made-up one would show "not found" in the shell's frame.
    const exam = await findExam(request, learner, 'Kerala Renaissance — Topic Test');
    const { attemptId } = await startAttempt(request, learner, exam.id);
    await page.goto(`/exampage/${exam.id}/${attemptId}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Question 1 of/ })).toBeVisible();
    await expect(topBar(page)).toHaveCount(0);
    await expect(page.locator('main > .container-xl')).toHaveCount(0);
  });

  test('instructions are full width under the top bar; other screens sit in the container', async ({
    page,
  }) => {
    await page.goto('/instructions/1');
    await expect(topBar(page)).toBeVisible();
    await expect(page.locator('main > .container-xl')).toHaveCount(0);
    await page.goto('/coursesyllabus/1');
    await expect(page.locator('main > .container-xl')).toHaveCount(1);
  });

  test('route parameters are kept in shared state on every route change', async ({ page }) => {
    await page.goto('/progress/1/2');
    const stored = () =>
      page.evaluate(() => {
        // Not written yet while the app is still starting.
        const raw = localStorage.getItem('queryParams');
        if (raw === null) return null;
        return JSON.parse(
          new TextDecoder().decode(Uint8Array.from(atob(raw), (c) => c.charCodeAt(0))),
        );
      });
    await expect.poll(stored).toEqual({ catId: '1', levelId: '2' });
    await page.goto('/coursesyllabus/7');
    await expect.poll(stored).toEqual({ id: '7' });
  });
});

test.describe('signed in at 390 px', () => {
  test.use({ signedIn: true, viewport: { width: 390, height: 844 } });

  test('the top bar collapses behind the menu button', async ({ page }) => {
    await page.goto('/');
    const bar = topBar(page);
    const account = bar.getByRole('button', { name: 'Account menu' });
    await expect(account).toBeHidden();
    await screenshot(page, 'shell-collapsed');
    await bar.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(account).toBeVisible();
    await account.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Logout']);
    await expectAccessible(page);
    await screenshot(page, 'shell-expanded');
  });
});

for (const width of [390, 1280]) {
  test.describe(`signed in at ${width} px, in Malayalam`, () => {
    test.use({ signedIn: true, viewport: { width, height: 844 } });

    test("a page's heading starts below the top bar, however tall Malayalam makes the bar", async ({
      page,
    }) => {
      await preferLanguage(page, 'ml');
      await page.goto('/mytests');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const bar = page.locator('nav.app-top-bar');
      // The room kept above the page is at least the bar's height, and the heading is below it.
      const room = () =>
        page.evaluate(() =>
          parseFloat(getComputedStyle(document.querySelector('main')!).paddingTop),
        );
      const barHeight = async () => (await bar.boundingBox())!.height;
      await expect.poll(async () => (await room()) >= (await barHeight())).toBe(true);
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(await barHeight());
      // An open menu lies over the page instead of pushing it down.
      if (width === 390) {
        const before = (await heading.boundingBox())!.y;
        await bar.getByRole('button', { name: 'മെനു', exact: true }).click();
        await expect(bar.getByRole('button', { name: 'അക്കൗണ്ട് മെനു' })).toBeVisible();
        expect((await heading.boundingBox())!.y).toBe(before);
      }
      await screenshot(page, 'shell-ml-heading');
    });
  });
}
