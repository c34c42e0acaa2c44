import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { answerKey, attemptIdOf, findExam, paperOf, resultOf } from '../exams/exam-api';

test.use({ signedIn: true });

const EXAM = 'Kerala Renaissance — Topic Test';

/** Presses Tab until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reached by Tab`);
}

/** Focus is always on something a keyboard user can see, never lost to the page body. */
const focusIsSomewhere = (page: Page) =>
  page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body);

// A whole mock test without a mouse: the instructions by Tab and Space, every answer by the
// documented single-key shortcuts, submitting through the confirmation, and the result.
test('a whole mock test by keyboard alone, ending with the expected score', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(180_000);
  const exam = await findExam(request, learner, EXAM);
  const key = await answerKey(request, exam.id);
  // Any mouse event would mean the test reached for the pointer.
  await page.addInitScript(() => {
    for (const type of ['mousedown', 'mouseup', 'click', 'pointerdown'])
      window.addEventListener(
        type,
        (e) => {
          if ((e as MouseEvent).detail > 0)
            (window as unknown as { mouseUsed: boolean }).mouseUsed = true;
        },
        true,
      );
  });

  await page.goto(`/instructions/${exam.id}`);
  await expect(page.getByTestId('shortcut-list')).toContainText('Save & next');
  const agree = page.getByLabel('I have read the instructions');
  await tabTo(page, agree);
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Start test' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/exampage/${exam.id}/[0-9a-f-]{36}$`));
  const attemptId = attemptIdOf(page);
  const { questions } = await paperOf(request, learner, exam.id, attemptId);
  const ordered = [...questions].sort((a, b) => a.number - b.number);

  // Every question: the right answer, except two wrong ones and one left blank; one marked.
  const letters = ['A', 'B', 'C', 'D'];
  let right = 0;
  let wrong = 0;
  for (const q of ordered) {
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^Question ${q.number} of`) }),
    ).toBeFocused();
    const keyIndex = q.options.findIndex((o) => o.id === key.get(q.id));
    if (q.number === 3) {
      await page.keyboard.press('N'); // left blank
      continue;
    }
    const pick = q.number === 2 || q.number === 5 ? (keyIndex + 1) % q.options.length : keyIndex;
    // Options by letter and by number alike.
    await page.keyboard.press(q.number % 2 ? letters[pick]! : String(pick + 1));
    await expect(page.locator(`#q-${q.id}-o-${q.options[pick]!.id}`)).toBeChecked();
    if (pick === keyIndex) right++;
    else wrong++;
    await page.keyboard.press(q.number === 4 ? 'M' : 'N');
    expect(await focusIsSomewhere(page)).toBe(true);
  }

  // Back with P, then the palette with Q: its buttons say each state in words.
  await page.keyboard.press('P');
  await page.keyboard.press('Q');
  const palette = page.getByRole('complementary', { name: 'Question palette' });
  await expect(palette.getByRole('button', { name: 'Question 3: not answered' })).toBeVisible();
  await expect(
    palette.getByRole('button', { name: 'Question 4: answered and marked for review' }),
  ).toBeVisible();
  await page.keyboard.press('Q');

  // Submit: S opens the confirmation, Tab reaches Submit, and focus lands on the end's heading.
  await page.keyboard.press('S');
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Submit', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('end-heading')).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'View result' }));
  await page.keyboard.press('Enter');
  const score = right * 1 - (wrong * 1) / 3;
  const shown = String(Math.round(score * 100) / 100);
  await expect(page.getByTestId('score')).toContainText(shown);
  const result = await resultOf(request, learner, attemptId);
  expect(result.score).toBeCloseTo(score, 2);
  expect(
    await page.evaluate(() => (window as unknown as { mouseUsed?: boolean }).mouseUsed),
  ).toBeFalsy();
});
