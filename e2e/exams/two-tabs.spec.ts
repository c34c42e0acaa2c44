import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { signedInState, type Learner } from '../support/session';
import { ml, preferLanguage, type Language } from '../i18n/language';
import { attemptIdOf, findExam, paperOf, resultOf, type PaperQuestion } from './exam-api';
import { examScreen } from './exam-screen';

/*
 * Two tabs or two devices on one attempt never diverge silently: the tab or device that opened the
 * exam last holds the test; every other one stops taking answers and says so (a tab of the same
 * browser at once, another device at its next save), and "Continue here" takes the test back with
 * the newest answers. What the submitting screen shows is what is graded.
 */

test.use({ signedIn: true });

const EXAM = 'Kerala Renaissance — Topic Test';
const TAKEN_OVER = 'This test continues in another tab or device';

async function startExam(page: Page, examId: number) {
  await page.goto(`/instructions/${examId}`);
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page).toHaveURL(/\/exampage\//);
  return attemptIdOf(page);
}

const takeoverPanel = (page: Page, title = TAKEN_OVER) => page.getByRole('dialog', { name: title });

/** The exam page of the same learner on another device (a browser context of its own). */
async function otherDevice(browser: Browser, learner: Learner, url: string) {
  const context = await browser.newContext({ storageState: signedInState(learner) });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('.save-status')).toHaveText('All answers saved');
  return { context, page };
}

async function submit(page: Page) {
  await page
    .getByRole('complementary', { name: 'Question palette' })
    .getByRole('button', { name: 'Submit test' })
    .click();
  await page
    .getByRole('dialog', { name: 'Submit the test?' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await expect(page).toHaveURL(/\/examend\//);
}

const option = (q: PaperQuestion, n: number) => q.options[n]!.id;

test('a second tab takes the test over at once; the first continues with its answer and hands in what it shows', async ({
  page,
  context,
  learner,
  request,
}) => {
  const exam = await findExam(request, learner, EXAM);
  const attemptId = await startExam(page, exam.id);
  const url = `/exampage/${exam.id}/${attemptId}`;
  const q3 = (await paperOf(request, learner, exam.id, attemptId)).questions[2]!;
  const tabA = examScreen(page);
  await tabA.open(3);
  await tabA.choose(q3, option(q3, 0));
  await expect(tabA.saveStatus).toHaveText('All answers saved');

  // The same test opened in another tab of this browser: the first stops at once, before any save.
  const second = await context.newPage();
  await second.goto(url);
  await expect(takeoverPanel(page)).toBeVisible();
  await expect(tabA.option(q3, option(q3, 1))).toBeDisabled();
  const tabB = examScreen(second);
  await tabB.open(3);
  await expect(tabB.option(q3, option(q3, 0))).toBeChecked();
  await tabB.choose(q3, option(q3, 1));
  await expect(tabB.saveStatus).toHaveText('All answers saved');

  // Continue here: the first tab holds the test again and shows the other tab's answer.
  await takeoverPanel(page).getByRole('button', { name: 'Continue here' }).click();
  await expect(takeoverPanel(page)).toBeHidden();
  await expect(takeoverPanel(second)).toBeVisible();
  await expect(tabA.option(q3, option(q3, 1))).toBeChecked();
  await expect(tabA.saveStatus).toHaveText('All answers saved');

  // What it hands in is what it shows.
  await submit(page);
  const result = await resultOf(request, learner, attemptId);
  expect(result.review.find((r) => r.questionId === q3.id)?.chosenOptionId).toBe(option(q3, 1));
});

test('another device takes the test over; the first learns at its next save, keeps what the server lacks, and hands in what it shows', async ({
  page,
  browser,
  learner,
  request,
}) => {
  const exam = await findExam(request, learner, EXAM);
  const attemptId = await startExam(page, exam.id);
  const url = `/exampage/${exam.id}/${attemptId}`;
  const [, , q3, q4, q5] = (await paperOf(request, learner, exam.id, attemptId)).questions;
  const first = examScreen(page);
  await first.open(3);
  await first.choose(q3!, option(q3!, 0));
  await expect(first.saveStatus).toHaveText('All answers saved');

  const device = await otherDevice(browser, learner, url);
  const second = examScreen(device.page);
  await second.open(3);
  await second.choose(q3!, option(q3!, 1));
  await expect(second.saveStatus).toHaveText('All answers saved');

  // The first device has heard nothing yet; its next save is refused, and it says why.
  await expect(takeoverPanel(page)).toBeHidden();
  await first.open(4);
  await first.choose(q4!, option(q4!, 2));
  await expect(takeoverPanel(page)).toBeVisible();
  await expect(first.saveStatus).toContainText('Continues in another tab or device');

  // Continue here: the other device's newer answer to question 3, and its own to question 4,
  // which the server did not have, now saved.
  await takeoverPanel(page).getByRole('button', { name: 'Continue here' }).click();
  await expect(takeoverPanel(page)).toBeHidden();
  await expect(first.saveStatus).toHaveText('All answers saved');
  await expect(first.option(q4!, option(q4!, 2))).toBeChecked();
  await first.open(3);
  await expect(first.option(q3!, option(q3!, 1))).toBeChecked();

  // The other device in turn learns at its next save; that answer is not taken.
  await second.open(5);
  await second.choose(q5!, option(q5!, 3));
  await expect(takeoverPanel(device.page)).toBeVisible();
  await device.context.close();

  await first.open(5);
  await expect(first.option(q5!, option(q5!, 3))).not.toBeChecked();
  await submit(page);
  const chosen = new Map(
    (await resultOf(request, learner, attemptId)).review.map((r) => [
      r.questionId,
      r.chosenOptionId,
    ]),
  );
  expect([chosen.get(q3!.id), chosen.get(q4!.id), chosen.get(q5!.id)]).toEqual([
    option(q3!, 1),
    option(q4!, 2),
    null,
  ]);
});

test('the panel at 390 and 1280 px, in English and Malayalam', async ({
  page,
  browser,
  learner,
  request,
}) => {
  test.setTimeout(120_000);
  const exam = await findExam(request, learner, EXAM);
  const url = `/exampage/${exam.id}/${await startExam(page, exam.id)}`;
  for (const width of [390, 1280])
    for (const language of ['en', 'ml'] as Language[]) {
      const context = await browser.newContext({
        storageState: signedInState(learner),
        viewport: { width, height: width < 600 ? 844 : 800 },
      });
      const stale = await context.newPage();
      await preferLanguage(stale, language);
      await stale.goto(url);
      await expect(stale.locator('.save-status')).toBeVisible();
      await (await context.newPage()).goto(url);
      const title = language === 'en' ? TAKEN_OVER : ml('exams', 'takenOver.title');
      const panel = takeoverPanel(stale, title);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('button')).toHaveText(
        language === 'en' ? 'Continue here' : ml('exams', 'takenOver.continue'),
      );
      await screenshot(stale, `exams-taken-over${language === 'ml' ? '-ml' : ''}`);
      await expectAccessible(stale);
      await context.close();
    }
});
