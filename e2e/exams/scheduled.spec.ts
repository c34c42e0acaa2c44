import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { attemptIdOf, findExam, paperOf, resultOf } from './exam-api';

test.use({ signedIn: true });

const WEEKLY = 'Kerala PSC Weekly Scheduled Mock';
// Two of its seeded explanations (server/src/seed/content/exams/kpsc-weekly-scheduled-1/).
const EXPLANATIONS = ['with the help of Kautilya', 'payable by zamindars in perpetuity'];

/*
 * The seeded weekly test opened an hour before the server started and closes a week after: a
 * learner who hands it in sees the score at once, and the answers only once it has closed.
 */
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('a scheduled test: the score at once, the answers after it closes', async ({
      page,
      learner,
      request,
    }) => {
      test.setTimeout(90_000);
      const exam = await findExam(request, learner, WEEKLY);
      expect(exam.closesAt).not.toBeNull();

      // Said up front, before the learner starts.
      await page.goto(`/instructions/${exam.id}`);
      const timing = page.getByTestId('review-timing');
      await expect(timing).toContainText(
        /^Your score is shown when you submit; the answers and explanations after the test closes on .+\.$/,
      );
      await expect(timing.locator('time')).toHaveAttribute('datetime', exam.closesAt!);
      await screenshot(page, 'exams-scheduled-instructions');
      await page.getByLabel('I have read the instructions').check();
      await page.getByRole('button', { name: 'Start test' }).click();
      await expect(page).toHaveURL(/\/exampage\//);
      const attemptId = attemptIdOf(page);
      const { questions } = await paperOf(request, learner, exam.id, attemptId);

      // Three answers, whichever they are: the learner has no key to go by.
      for (const [i, q] of questions.slice(0, 3).entries()) {
        await expect(
          page.getByRole('heading', { level: 2, name: new RegExp(`^Question ${q.number} of`) }),
        ).toBeVisible();
        await page.locator(`label[for="q-${q.id}-o-${q.options[i]!.id}"]`).click();
        await page.getByRole('button', { name: 'Save & next' }).click();
      }
      await expect(page.locator('.save-status')).toHaveText('All answers saved', {
        timeout: 10_000,
      });
      if (width < 992) {
        await page.getByRole('button', { name: 'Questions' }).click();
        await page
          .getByRole('dialog', { name: 'Questions' })
          .getByRole('button', { name: 'Submit test' })
          .click();
      } else {
        await page
          .getByRole('complementary', { name: 'Question palette' })
          .getByRole('button', { name: 'Submit test' })
          .click();
      }
      const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
      await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Test submitted' })).toBeVisible();

      // The result as the browser receives it: figures, and no key anywhere in its bytes.
      const resultResponse = page.waitForResponse((r) =>
        r.url().endsWith(`/api/completedTestResult/${attemptId}`),
      );
      await page.getByRole('link', { name: 'View result' }).click();
      const body = await (await resultResponse).text();
      for (const text of EXPLANATIONS) expect(body).not.toContain(text);
      expect(body).not.toMatch(/"correctOptionId":\d/);
      expect(body).not.toMatch(/"explanation":"/);
      expect(body).not.toMatch(/"outcome":"/);

      const api = await resultOf(request, learner, attemptId);
      expect(api.reviewAvailableAt).not.toBeNull();
      expect(Date.parse(api.reviewAvailableAt!)).toBeGreaterThanOrEqual(Date.parse(exam.closesAt!));
      expect(api.correct + api.wrong).toBe(3);
      await expect(page.getByTestId('score')).toHaveText(
        `${Math.round(api.score * 100) / 100} / ${questions.length}`,
      );
      await expect(page.getByTestId('stat-correct')).toHaveText(String(api.correct));
      await expect(page.getByTestId('stat-wrong')).toHaveText(String(api.wrong));
      await expect(page.getByTestId('stat-unanswered')).toHaveText(String(questions.length - 3));
      await expect(page.getByTestId('stat-rank')).toHaveText(/^\d+ of \d+$/);

      const pending = page.getByRole('region', { name: 'Review answers' });
      await expect(pending).toContainText(
        /Answers and explanations will be shown after the test closes on .+\./,
      );
      await expect(pending.locator('time')).toHaveAttribute('datetime', api.reviewAvailableAt!);
      await expect(page.getByTestId('review-item')).toHaveCount(0);
      await expect(page.locator('[data-correct]')).toHaveCount(0);
      await expect(page.getByText('Correct answer')).toHaveCount(0);
      await expectAccessible(page);
      await screenshot(page, 'exams-scheduled-result');

      // The same from the completed tests.
      await page.goto(`/completedTestResult/${attemptId}`);
      await expect(page.getByTestId('score')).toBeVisible();
      await expect(page.getByTestId('review-pending')).toBeVisible();
      await expect(page.getByTestId('review-item')).toHaveCount(0);
    });
  });
}
