import { expect, type Page } from '@playwright/test';
import type { PaperQuestion } from './exam-api';

/** The exam page as a learner uses it (desktop layout: the palette is beside the question). */
export function examScreen(page: Page) {
  const palette = page.getByRole('complementary', { name: 'Question palette' });
  const paletteButton = (n: number) =>
    palette.getByRole('button', { name: new RegExp(`^Question ${n}:`) });
  return {
    palette,
    paletteButton,
    saveStatus: page.locator('.save-status'),
    timer: page.getByRole('timer'),
    async open(n: number) {
      await paletteButton(n).click();
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^Question ${n} of`) }),
      ).toBeVisible();
    },
    option: (q: PaperQuestion, optionId: number) => page.locator(`#q-${q.id}-o-${optionId}`),
    async choose(q: PaperQuestion, optionId: number) {
      await page.locator(`label[for="q-${q.id}-o-${optionId}"]`).click();
      await expect(page.locator(`#q-${q.id}-o-${optionId}`)).toBeChecked();
    },
    async press(name: 'Save & next' | 'Mark for review & next' | 'Clear response' | 'Previous') {
      await page.getByRole('button', { name, exact: true }).click();
    },
    async expectState(n: number, state: string) {
      await expect(paletteButton(n)).toHaveAccessibleName(`Question ${n}: ${state}`);
    },
    async secondsShown() {
      const text = (await page.locator('.countdown-value').textContent()) ?? '';
      return text
        .trim()
        .split(':')
        .map(Number)
        .reduce((s, x) => s * 60 + x, 0);
    },
  };
}
