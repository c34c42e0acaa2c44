import { expect, type Page } from '@playwright/test';

/** The app's top bar (spec §2). */
export const topBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Opens the top bar's collapsed menu below the large breakpoint; nothing to do above it. Waits
 * for the bar first: the app paints once its language is in place, a moment after the page loads.
 */
export async function openTopBarMenu(page: Page) {
  const bar = topBar(page);
  await expect(bar.getByRole('link', { name: 'Pariksha home' })).toBeVisible();
  const toggler = bar.getByRole('button', { name: 'Menu', exact: true });
  if ((await toggler.isVisible()) && (await toggler.getAttribute('aria-expanded')) === 'false') {
    await toggler.click();
  }
}
