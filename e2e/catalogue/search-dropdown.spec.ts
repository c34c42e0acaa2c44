import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { imagesLoaded, searchBox, viewports } from './helpers';

// The demo catalogue's Kerala PSC courses, with the line each shows under its name.
const KERALA_PSC: Record<string, string> = {
  'LDC Complete Course — എൽ.ഡി.സി സമ്പൂർണ്ണ പരിശീലനം': 'Kerala PSC · 10th Level',
  'Last Grade Servants Foundation': 'Kerala PSC · 10th Level',
  'Kerala Renaissance — കേരള നവോത്ഥാനം': 'Kerala PSC · 10th Level',
  'Village Field Assistant Crash Course': 'Kerala PSC · 10th Level',
  '+2 Level Preliminary Exam': 'Kerala PSC · +2 Level',
  'മലയാളം വ്യാകരണം — Malayalam Grammar': 'Kerala PSC · +2 Level',
  'Degree Level Preliminary Exam': 'Kerala PSC · Degree Level',
  'KAS Foundation': 'Kerala PSC · Degree Level',
};

test.use({ signedIn: true });

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('"psc" lists the Kerala PSC courses, each with its category and level under its name', async ({
      page,
    }) => {
      await page.goto('/');
      const box = await searchBox(page);
      await box.fill('psc');
      const options = page.getByRole('option');
      await expect(options).toHaveCount(Object.keys(KERALA_PSC).length);

      const shown = await options.evaluateAll((items) =>
        items.map((item) => {
          const [name, line] = Array.from(item.querySelectorAll('span > span'), (s) =>
            s.textContent?.trim(),
          );
          return [name, line];
        }),
      );
      expect(Object.fromEntries(shown)).toEqual(KERALA_PSC);
      // Nothing left of the placeholder the specification shows.
      await expect(options.filter({ hasText: 'Category name' })).toHaveCount(0);

      await imagesLoaded(page);
      await expectAccessible(page);
      await screenshot(page, 'catalogue-search-psc');

      // The line is part of what a screen reader hears for the option.
      await expect(
        page.getByRole('option', { name: /Kerala Renaissance.*Kerala PSC · 10th Level/ }),
      ).toBeVisible();
      // Up from the box goes to the last option, brought into view in the list.
      await box.press('ArrowUp');
      const last = options.last();
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await expect(last).toBeInViewport({ ratio: 1 });
    });
  });
}
