import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { preferLanguage } from '../i18n/language';
import { screenshot } from '../support/screenshot';
import { openTopBarMenu, topBar } from '../support/top-bar';
import { endAttempt, findExam, startAttempt } from './exam-api';

test.use({ signedIn: true });

/*
 * One place for a learner's tests: every test finished, in every course, reached from home and
 * from the top bar, each opening its result.
 */
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('lists the tests finished in two courses, newest first, each opening its result', async ({
      page,
      learner,
      request,
    }) => {
      await page.goto('/mytests');
      await expect(page.getByRole('heading', { level: 1, name: 'My tests' })).toBeVisible();
      await expect(page.getByText('You have not finished a test yet.')).toBeVisible();

      const titles = ['2-Minute Warm-up Quiz', 'Indian Constitution — Topic Test'];
      const finished: string[] = [];
      for (const title of titles) {
        const exam = await findExam(request, learner, title);
        const { attemptId } = await startAttempt(request, learner, exam.id);
        await endAttempt(request, learner, attemptId);
        finished.push(attemptId);
      }

      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: 'My tests' }).click();
      await expect(page).toHaveURL('/mytests');
      const list = page.getByRole('main').getByRole('listitem');
      await expect(list).toHaveCount(2);
      await expect(list.getByRole('link')).toHaveText([...titles].reverse());
      await expectAccessible(page);
      await screenshot(page, 'exams-my-tests');

      await openTopBarMenu(page);
      await expect(topBar(page).getByRole('link', { name: 'My tests' })).toHaveAttribute(
        'href',
        '/mytests',
      );
      await page.getByRole('main').getByRole('link', { name: titles[0] }).click();
      await expect(page).toHaveURL(`/completedTestResult/${finished[0]}`);

      await preferLanguage(page, 'ml');
      await page.goto('/mytests');
      await expect(page.getByRole('heading', { level: 1, name: 'എന്റെ ടെസ്റ്റുകൾ' })).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'exams-my-tests-ml');
    });
  });
}
