import { test, expect } from '../support/fixtures';
import { BASE_URL } from '../support/env';
import { screenshot } from '../support/screenshot';
import { findExam } from './exam-api';

test.use({ signedIn: true });

const DIAGRAMS = 'General Science with Diagrams';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('a question with a diagram shows the image to a signed-in learner', async ({
      page,
      learner,
      request,
    }) => {
      const exam = await findExam(request, learner, DIAGRAMS);
      await page.goto(`/instructions/${exam.id}`);
      await page.getByLabel('I have read the instructions').check();
      await page.getByRole('button', { name: 'Start test' }).click();
      await expect(page).toHaveURL(/\/exampage\//);

      const figure = page.locator('img[src^="/media/questions/"]').first();
      await expect(figure).toBeVisible();
      await expect
        .poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await screenshot(page, 'exams-question-image');

      // The same file is closed to anyone without the learner's media cookie.
      const src = await figure.getAttribute('src');
      const anon = await request.get(`${BASE_URL}${src}`);
      expect(anon.status()).toBe(401);
      expect((await anon.json()).error.code).toBe('UNAUTHENTICATED');
    });
  });
}
