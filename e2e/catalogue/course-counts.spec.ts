import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { authHeaders, type Learner } from '../support/session';
import { preferLanguage } from '../i18n/language';
import { imagesLoaded, viewports } from './helpers';

// What a course promises, it has: its page counts what its own lists hold, and a demo course
// that once promised "a daily mock test" without one has a test to take.

test.use({ signedIn: true });

/** The id of a demo course of Kerala PSC's 10th level, looked up through the API. */
async function courseId(request: APIRequestContext, learner: Learner, slug: string) {
  const headers = authHeaders(learner);
  const cats = (await (await request.get('/api/categoryForWeb', { headers })).json()).data as {
    slug: string;
    id: number;
    levels: { slug: string; id: number }[];
  }[];
  const kerala = cats.find((c) => c.slug === 'kerala-psc')!;
  const tenth = kerala.levels.find((l) => l.slug === '10th-level')!;
  const res = await request.get(`/api/category/level/${kerala.id}/${tenth.id}`, { headers });
  const courses = (await res.json()).data.courses as { id: number; slug: string }[];
  return courses.find((c) => c.slug === slug)!.id;
}

/** The course page's counts, read from its facts line ("6 recorded classes" …). */
async function factsOf(page: Page) {
  const facts = page.getByRole('list', { name: 'In this course' });
  await expect(facts).toBeVisible();
  const lines = await facts.getByRole('listitem').allTextContents();
  const count = (pattern: RegExp) => {
    const line = lines.find((l) => pattern.test(l));
    return line === undefined ? 0 : Number(line.match(/\d+/)![0]);
  };
  return {
    recordedClasses: count(/recorded class/),
    liveNow: count(/live class(es)? on now/),
    upcomingLive: count(/upcoming live class/),
    tests: count(/mock test/),
    documents: count(/document/),
  };
}

/** Follows one of the course's section links, reads its list, and comes back. */
async function behind<T>(page: Page, section: RegExp, read: (main: Locator) => Promise<T>) {
  const course = page.url();
  await page
    .getByRole('navigation', { name: 'Course sections' })
    .getByRole('link', { name: section })
    .click();
  // The course page has headings of its own: read only once the section's page has replaced
  // it and its list has loaded.
  await page.waitForURL((url) => url.href !== course);
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: 'In this course' })).toHaveCount(0);
  await expect(main.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const found = await read(main);
  await page.goBack();
  await expect(page.getByRole('list', { name: 'In this course' })).toBeVisible();
  return found;
}

/** The items of a list named by its heading; a group with nothing in it shows no list. */
const itemsOf = (main: Locator, name: string) =>
  main.getByRole('list', { name, exact: true }).getByRole('listitem').count();

/** What the course's own lists show, each reached from its page. */
async function listed(page: Page) {
  const recordedClasses = await behind(page, /^Recorded classes/, (main) =>
    main.locator('ul.list-group > li').count(),
  );
  const live = await behind(page, /^Live classes/, async (main) => ({
    liveNow: await itemsOf(main, 'Live now'),
    upcomingLive: await itemsOf(main, 'Upcoming'),
  }));
  const tests = await behind(page, /^Mock tests/, (main) => main.getByRole('article').count());
  const documents = await behind(page, /^Study material/, (main) =>
    main.locator('ul.list-group > li').count(),
  );
  return { recordedClasses, ...live, tests, documents };
}

test.describe('a course page counts what the course holds', () => {
  test.use({ viewport: viewports[1] });

  for (const slug of ['kpsc-vfa-crash', 'kpsc-ldc-complete']) {
    test(`${slug}: the counts are the lengths of its lists, with a mock test among them`, async ({
      page,
      request,
      learner,
    }) => {
      await page.goto(`/courses/${await courseId(request, learner, slug)}`);
      const facts = await factsOf(page);
      expect(facts.tests).toBeGreaterThan(0);
      expect(facts.recordedClasses).toBeGreaterThan(0);
      expect(facts.documents).toBeGreaterThan(0);
      expect(await listed(page)).toEqual(facts);
    });
  }
});

for (const viewport of viewports)
  for (const language of ['en', 'ml'] as const)
    test.describe(`at ${viewport.width} px in ${language === 'en' ? 'English' : 'Malayalam'}`, () => {
      test.use({ viewport });

      test('the Village Field Assistant course names its mock test, not a daily one', async ({
        page,
        request,
        learner,
      }) => {
        await preferLanguage(page, language);
        await page.goto(`/courses/${await courseId(request, learner, 'kpsc-vfa-crash')}`);
        const label = language === 'en' ? 'In this course' : 'ഈ കോഴ്സിൽ';
        const facts = page.getByRole('list', { name: label }).getByRole('listitem');
        await expect(facts).toHaveCount(4);
        await expect(facts.nth(2)).toHaveText(language === 'en' ? '1 mock test' : '1 മോക്ക് ടെസ്റ്റ്');
        await expect(page.getByText(/daily mock test/i)).toHaveCount(0);
        await imagesLoaded(page);
        await expectAccessible(page);
        await screenshot(page, `course-counts-${language}`);
      });
    });
