import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { message, preferLanguage, type Language } from '../i18n/language';
import { imagesLoaded, viewports } from './helpers';

// The top-bar search finds a course by what is inside it: the demo courses have no "history" in
// their names, but syllabus units titled "…History…". Under each such course's name, the unit.
const BY_HISTORY_UNIT: Record<string, string> = {
  'LDC Complete Course — എൽ.ഡി.സി സമ്പൂർണ്ണ പരിശീലനം':
    'Unit: Indian History and the National Movement',
  'Last Grade Servants Foundation': 'Unit: Kerala: History and Places',
  'Village Field Assistant Crash Course': 'Unit: History of India and Kerala',
  '+2 Level Preliminary Exam': 'Unit: History: Kerala, India and the World',
  'Degree Level Preliminary Exam': 'Unit: History',
  'KAS Foundation': 'Unit: History and Culture of India and Kerala',
  'General Studies Prelims': 'Unit: History of India and the Indian National Movement',
  'NCERT Foundation': 'Unit: Modern India (NCERT History)',
  'MTS General Awareness': 'Unit: History of India',
};

test.use({ signedIn: true });

/** Types `text` into the top bar's search box (the menu opened first on a phone) from home. */
async function searchFor(page: Page, language: Language, text: string) {
  const say = (ns: string, key: string) => message(language, ns, key);
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: say('common', 'app.mainNavigation') });
  await expect(bar.getByRole('link', { name: say('common', 'app.home') })).toBeVisible();
  const menu = bar.getByRole('button', { name: say('common', 'app.menu'), exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false')
    await menu.click();
  await page.getByRole('combobox', { name: say('search', 'box.label') }).fill(text);
  return page.getByRole('option');
}

/** Each option as [course name, the line under it] (the category and level line comes last). */
const shownLines = (options: Locator) =>
  options.evaluateAll((items) =>
    items.map((item) => {
      const lines = item.querySelectorAll(':scope > span > span');
      return [lines[0]?.textContent?.trim(), lines[1]?.textContent?.trim()] as const;
    }),
  );

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('"history" finds the courses whose units are titled so, each naming the unit', async ({
      page,
    }) => {
      const options = await searchFor(page, 'en', 'history');
      await expect(options).toHaveCount(Object.keys(BY_HISTORY_UNIT).length);
      expect(Object.fromEntries(await shownLines(options))).toEqual(BY_HISTORY_UNIT);
      await expect(
        page.getByRole('option', {
          name: /LDC Complete Course.*Unit: Indian History and the National Movement.*Kerala PSC · 10th Level/,
        }),
      ).toBeVisible();
      await imagesLoaded(page);
      await expectAccessible(page);
      await screenshot(page, 'catalogue-search-inside-history');

      // Choosing one opens the course's search route, as for a course found by its name.
      await options.filter({ hasText: 'KAS Foundation' }).click();
      await expect(page).toHaveURL(/\/progress\/search\/\d+\?name=KAS(%20|\+)Foundation$/);
    });

    test('"polity": the course named so comes first, then the courses with a unit titled so', async ({
      page,
    }) => {
      const options = await searchFor(page, 'en', 'polity');
      await expect(options.first()).toContainText('Indian Polity & Constitution');
      const shown = await shownLines(options);
      expect(shown.length).toBeGreaterThan(1);
      // Found by its name: the line under it is its category and level, not something inside it.
      expect(shown[0]).toEqual(['Indian Polity & Constitution', 'UPSC · Degree Level']);
      for (const [, line] of shown.slice(1)) expect(line).toMatch(/^Unit: .*Polity/);
    });

    test('in Malayalam, the unit under the course name is in Malayalam', async ({ page }) => {
      await preferLanguage(page, 'ml');
      const options = await searchFor(page, 'ml', 'history');
      await expect(options).toHaveCount(Object.keys(BY_HISTORY_UNIT).length);
      const ldc = options.filter({ hasText: 'LDC Complete Course' });
      await expect(ldc).toContainText(/യൂണിറ്റ്: \S/);
      // The unit's Malayalam title stands in for the English one.
      await expect(ldc).not.toContainText('Indian History and the National Movement');
      await imagesLoaded(page);
      await expectAccessible(page);
      await screenshot(page, 'catalogue-search-inside-history-ml');
    });
  });
}
