import { test, expect } from '../support/fixtures';
import { answerKey, attemptIdOf, findExam, paperOf, resultOf } from './exam-api';
import { examScreen } from './exam-screen';

test.use({ signedIn: true });

/*
 * When the countdown reaches zero the page itself sends what is pending and ends the attempt.
 * No seeded exam is short enough to wait for, so the browser's clock is moved forward: the
 * server's clock is untouched, so the attempt ends through the page's own v1/endExam call.
 */
test('at zero the page sends the last answer, ends the exam itself and shows the end page', async ({
  page,
  learner,
  request,
}) => {
  test.setTimeout(90_000);
  const exam = await findExam(request, learner, 'Kerala Renaissance — Topic Test');
  const key = await answerKey(request, exam.id);
  await page.clock.install();
  await page.goto(`/instructions/${exam.id}`);
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page).toHaveURL(/\/exampage\//);
  const attemptId = attemptIdOf(page);
  const { questions } = await paperOf(request, learner, exam.id, attemptId);
  const ui = examScreen(page);

  await ui.choose(questions[0]!, key.get(questions[0]!.id)!);
  // Straight past the deadline: the pending save and the end both come from the page.
  await page.clock.fastForward(exam.durationSeconds * 1000 + 1000);
  await expect(page).toHaveURL(`/examend/${exam.id}/${attemptId}`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Time is over' })).toBeVisible();
  await expect(page.getByTestId('end-answered')).toHaveText(`1 / ${exam.questionCount}`);

  const result = await resultOf(request, learner, attemptId);
  expect(result.correct).toBe(1);
  expect(result.score).toBe(1);
  // The attempt is over: nothing about it is left in local storage.
  const keys = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('attempt_ID')),
  );
  expect(keys).toEqual([]);
});
