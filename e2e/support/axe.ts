import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export type AxeOptions = {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Leave these parts out (CSS selectors), e.g. a third-party video frame. */
  exclude?: string[];
  /** axe rule ids to skip; say why beside the call. */
  disableRules?: string[];
};

/**
 * Runs axe (WCAG 2.0, 2.1 and 2.2, A and AA) on the page as it is now and fails on any serious or critical
 * violation, naming the rule and the elements. The full findings are attached to the report.
 */
export async function expectAccessible(page: Page, options: AxeOptions = {}) {
  // Run in the page itself: the default way opens a blank page for every check to combine the
  // frames' findings, which costs more than the check on a 2-core machine. It cannot reach a
  // frame of another origin; the app's only one, YouTube's live player, is on no checked screen.
  // Only violations are collected in full (options first: `options` replaces the tags' filter).
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  // Colours are judged as shown: a hover or fade still under way (a button the pointer just
  // clicked) would be read half-way. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await builder.analyze();

  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  if (results.violations.length > 0) {
    await test.info().attach(`axe ${page.url()}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n'),
  );
  expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
}
