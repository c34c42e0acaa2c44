import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { answerKey, attemptIdOf, findExam, paperOf, wrongOption } from './exam-api';

test.use({ signedIn: true });

const BILINGUAL = 'Kerala Renaissance — Topic Test';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('every mock-test screen, in English and Malayalam', async ({ page, learner, request }) => {
      test.setTimeout(120_000);
      const exam = await findExam(request, learner, BILINGUAL);
      const key = await answerKey(request, exam.id);
      const mobile = width < 992;

      await page.goto(`/mocktest/${exam.courseId}`);
      await expect(page.getByRole('article', { name: BILINGUAL })).toBeVisible();
      await screenshot(page, 'exams-mock-test-list');

      await page
        .getByRole('article', { name: BILINGUAL })
        .getByRole('link', { name: 'Start test' })
        .click();
      await page.getByLabel('മലയാളം').check();
      await page.getByLabel('I have read the instructions').check();
      await screenshot(page, 'exams-instructions');
      await page.getByRole('button', { name: 'Start test' }).click();
      await expect(page).toHaveURL(/\/exampage\//);
      const attemptId = attemptIdOf(page);
      const { questions } = await paperOf(request, learner, exam.id, attemptId);

      // The language chosen on the instructions page, and the toggle back to English.
      const q1 = questions[0]!;
      const toggle = page.getByRole('group', { name: 'Question language' });
      await expect(toggle.getByRole('button', { name: 'മലയാളം' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.locator(`#q-${q1.id}-stem`)).toHaveAttribute('lang', 'ml');
      await page.locator(`label[for="q-${q1.id}-o-${key.get(q1.id)}"]`).click();
      await page.getByRole('button', { name: 'Mark for review & next' }).click();
      const q2 = questions[1]!;
      await page.locator(`label[for="q-${q2.id}-o-${wrongOption(q2, key)}"]`).click();
      await page.getByRole('button', { name: 'Save & next' }).click();
      await page.getByRole('button', { name: 'Save & next' }).click();
      await expect(page.locator('.save-status')).toHaveText('All answers saved', {
        timeout: 10_000,
      });
      await screenshot(page, 'exams-exam-page-ml');
      await expectAccessible(page);
      await toggle.getByRole('button', { name: 'English' }).click();
      await expect(page.locator(`#q-${questions[3]!.id}-stem`)).toHaveAttribute('lang', 'en');
      await screenshot(page, 'exams-exam-page');

      if (mobile) {
        // The palette is behind a button on small screens.
        await expect(page.getByRole('complementary', { name: 'Question palette' })).toBeHidden();
        await page.getByRole('button', { name: 'Questions' }).click();
        const panel = page.getByRole('dialog', { name: 'Questions' });
        await expect(
          panel.getByRole('button', { name: 'Question 1: answered and marked for review' }),
        ).toBeVisible();
        await screenshot(page, 'exams-exam-palette');
        await expectAccessible(page);
        await panel.getByRole('button', { name: 'Submit test' }).click();
      } else {
        await page
          .getByRole('complementary', { name: 'Question palette' })
          .getByRole('button', { name: 'Submit test' })
          .click();
      }
      const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
      await expect(dialog).toContainText('You have answered 2 of 20 questions');
      await screenshot(page, 'exams-submit-dialog');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Submit', exact: true }).click();

      await expect(page.getByRole('heading', { name: 'Test submitted' })).toBeVisible();
      await screenshot(page, 'exams-end');
      await page.getByRole('link', { name: 'View result' }).click();
      await expect(page.getByTestId('score')).toHaveText(
        `${Math.round((1 - 1 / 3) * 100) / 100} / 20`,
      );
      await expect(page.getByRole('img', { name: 'Distribution of scores' })).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'exams-result');

      await page.getByRole('link', { name: 'Attempt history' }).click();
      await expect(page.getByTestId('history-row')).toHaveCount(1);
      await screenshot(page, 'exams-history');

      await page.goto(`/mocktest/${exam.courseId}?tab=completed`);
      await expect(page.getByRole('link', { name: BILINGUAL })).toBeVisible();
      await screenshot(page, 'exams-completed-tests');
      await page.getByRole('link', { name: BILINGUAL }).click();
      await expect(page).toHaveURL(`/completedTestResult/${attemptId}`);
      await expect(page.getByTestId('score')).toBeVisible();
      await screenshot(page, 'exams-completed-test-result');

      await page.goto(`/mocktest/${exam.courseId}`);
      await expect(page.getByRole('article', { name: BILINGUAL })).toContainText('Finished');
      await screenshot(page, 'exams-mock-test-list-finished');
    });

    test('a scheduled mock test shows its window in local time', async ({
      page,
      learner,
      request,
    }) => {
      const exam = await findExam(request, learner, 'Kerala PSC Weekly Scheduled Mock');
      await page.goto(`/mocktest/${exam.courseId}`);
      const card = page.getByRole('article', { name: 'Kerala PSC Weekly Scheduled Mock' });
      await expect(card).toContainText(/Scheduled: opens .+ · closes .+/);
      await expect(card.getByRole('link', { name: 'Start test' })).toBeVisible();
      await screenshot(page, 'exams-scheduled-list');
    });

    test('a paper with two sections: section tabs and a palette per section', async ({
      page,
      learner,
      request,
    }) => {
      const exam = await findExam(request, learner, 'SSC CHSL Mini Mock');
      await page.goto(`/instructions/${exam.id}`);
      await expect(page.getByRole('heading', { name: 'Sections' })).toBeVisible();
      await page.getByLabel('I have read the instructions').check();
      await page.getByRole('button', { name: 'Start test' }).click();
      await expect(page).toHaveURL(/\/exampage\//);
      const attemptId = attemptIdOf(page);
      const { questions } = await paperOf(request, learner, exam.id, attemptId);
      const second = questions.find((q) => q.sectionId !== questions[0]!.sectionId)!;
      const tabs = page.getByRole('navigation', { name: 'Sections' });
      await tabs.getByRole('button', { name: /Quantitative Aptitude/ }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^Question ${second.number} of`) }),
      ).toBeVisible();
      await expect(tabs.getByRole('button', { name: /Quantitative Aptitude/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await screenshot(page, 'exams-exam-sections');
    });

    test('exams of a recorded class: an empty list reads "No Data Found."', async ({ page }) => {
      // The second class of the first demo course has no tests attached.
      await page.goto('/examrecordedclass/2');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Tests for this class' }),
      ).toBeVisible();
      await expect(page.getByText('No Data Found.')).toBeVisible();
      await screenshot(page, 'exams-recorded-class');
    });
  });
}
