import { test, expect } from '../support/fixtures';
import { preferLanguage } from '../i18n/language';
import { screenshot } from '../support/screenshot';
import {
  answerKey,
  findExam,
  paperOf,
  resultOf,
  saveAnswer,
  startAttempt,
  endAttempt,
} from './exam-api';

test.use({ signedIn: true });

const QUIZ = '2-Minute Warm-up Quiz';

/*
 * Percentile counts the learners who scored the same or lower (DESIGN §4), so full marks are the
 * top of any group — whoever else took the quiz in this run — and the result says what it means.
 */
test('full marks put a learner at the 100th percentile, and the result says what that means', async ({
  page,
  learner,
  request,
}) => {
  const exam = await findExam(request, learner, QUIZ);
  const key = await answerKey(request, exam.id);
  const { attemptId } = await startAttempt(request, learner, exam.id);
  const { questions } = await paperOf(request, learner, exam.id, attemptId);
  let seq = 0;
  for (const q of questions) {
    const saved = await saveAnswer(request, learner, attemptId, {
      questionId: q.id,
      optionId: key.get(q.id)!,
      seq: ++seq,
    });
    expect(saved.status()).toBe(200);
  }
  await endAttempt(request, learner, attemptId);
  const result = await resultOf(request, learner, attemptId);
  expect(result.correct).toBe(questions.length);

  await page.goto(`/examresult/${exam.id}/${attemptId}`);
  await expect(page.getByTestId('stat-rank')).toHaveText(/^1 of \d+$/);
  await expect(page.getByTestId('stat-percentile')).toHaveText('100%');
  await expect(page.getByText(/who scored the same as you or lower/)).toBeVisible();

  await preferLanguage(page, 'ml');
  await page.reload();
  await expect(page.getByText(/നിങ്ങളുടെ സ്കോറോ അതിൽ കുറവോ/)).toBeVisible();
  await screenshot(page, 'exams-result-percentile-ml');
});
