import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { completeProfileByApi, demoIds, imagesLoaded, searchBox, viewports } from './helpers';

test.use({ signedIn: true });

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('home, level, course, syllabus and search landing are accessible', async ({
      page,
      request,
      learner,
    }) => {
      await completeProfileByApi(request, learner);
      const { keralaId, tenthId, renaissance } = await demoIds(request, learner);

      await page.goto('/');
      await expect(
        page.getByRole('region', { name: 'Continue learning' }).getByRole('article').first(),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'UPSC levels' })).toBeVisible();
      await imagesLoaded(page);
      await expectAccessible(page);
      await screenshot(page, 'catalogue-home');

      await page.goto(`/progress/${keralaId}/${tenthId}`);
      await expect(page.getByRole('article')).toHaveCount(4);
      await imagesLoaded(page);
      await expectAccessible(page);
      await screenshot(page, 'catalogue-progress');

      await page.goto(`/courses/${renaissance.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(renaissance.course_name);
      await expect(
        page.getByRole('region', { name: 'Syllabus' }).getByRole('listitem'),
      ).toHaveCount(7);
      await imagesLoaded(page);
      await expectAccessible(page);
      await screenshot(page, 'catalogue-course');

      await page.goto(`/coursesyllabus/${renaissance.id}`);
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7);
      await imagesLoaded(page);
      await expectAccessible(page);
      await screenshot(page, 'catalogue-syllabus');

      await page.goto(
        `/progress/search/${renaissance.id}?name=${encodeURIComponent(renaissance.course_name)}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(renaissance.course_name);
      await imagesLoaded(page);
      await expectAccessible(page);
      await screenshot(page, 'catalogue-search-landing');
    });

    test('the search dropdown has the spec widths and is accessible', async ({ page }) => {
      await page.goto('/');
      const box = await searchBox(page);
      await box.fill('foundation');
      const options = page.getByRole('option');
      await expect(options).toHaveCount(3);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const boxWidth = (await box.boundingBox())!.width;
      const dropdown = (await page.getByRole('listbox').locator('..').boundingBox())!;
      if (viewport.width >= 628) {
        expect(Math.round(boxWidth)).toBe(343);
        expect(Math.round(dropdown.width)).toBe(487);
      } else {
        expect(Math.round(dropdown.width)).toBe(viewport.width);
        expect(Math.round(dropdown.x)).toBe(0);
      }
      await imagesLoaded(page);
      await expectAccessible(page);
      await screenshot(page, 'catalogue-search-dropdown');

      await box.fill('zzqqxx');
      await expect(page.getByText('No Data Found', { exact: true })).toBeVisible();
      await screenshot(page, 'catalogue-search-empty');
    });

    test('unknown ids show "not found", never a blank page', async ({ page }) => {
      await page.goto('/courses/987654');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course not found');
      await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
      await imagesLoaded(page);
      await expectAccessible(page);
      await screenshot(page, 'catalogue-course-not-found');

      await page.goto('/coursesyllabus/abc');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course not found');
      await page.goto('/progress/99999/1');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Category or level not found',
      );
      await page.goto('/progress/search/424242?name=Nothing');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course not found');
    });
  });
}

test('home lays out once: nothing on it jumps when its courses and exams arrive', async ({
  page,
  request,
  learner,
}) => {
  await completeProfileByApi(request, learner);
  // The answer for the learner's courses comes last, as on a slow network.
  await page.route('**/api/courses/continue', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number }[]) w.layoutShift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Continue learning' }).getByRole('article').first(),
  ).toBeVisible();
  await imagesLoaded(page);
  // Lighthouse counts a page as stable below 0.1.
  expect(
    await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  ).toBeLessThan(0.1);
});
