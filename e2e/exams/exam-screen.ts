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

/**
 * Submits the test on the exam screen, in the page's language (`say` reads its messages): opens
 * the palette where it is a panel (narrow screens), submits, confirms, and waits for the end page.
 */
export async function submitOnScreen(page: Page, say: (ns: string, key: string) => string) {
  if ((page.viewportSize()?.width ?? 0) < 992)
    await page.getByRole('button', { name: say('exams', 'palette.open') }).click();
  await page.getByRole('button', { name: say('exams', 'palette.submit'), exact: true }).click();
  await page
    .getByRole('dialog', { name: say('exams', 'submit.title') })
    .getByRole('button', { name: say('exams', 'submit.confirm'), exact: true })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: say('exams', 'end.submittedTitle') }),
  ).toBeVisible();
}
