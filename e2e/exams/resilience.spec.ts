import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { BASE_URL } from '../support/env';
import { authHeaders } from '../support/session';
import { answerKey, attemptIdOf, findExam, paperOf } from './exam-api';
import { examScreen } from './exam-screen';

test.use({ signedIn: true });

const EXAM = 'Kerala Renaissance — Topic Test';

async function startExam(page: Page, examId: number) {
  await page.goto(`/instructions/${examId}`);
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page).toHaveURL(/\/exampage\//);
  return attemptIdOf(page);
}

test('an answer the server never received is sent after a reload', async ({
  page,
  learner,
  request,
}) => {
  const exam = await findExam(request, learner, EXAM);
  const key = await answerKey(request, exam.id);
  const attemptId = await startExam(page, exam.id);
  const { questions } = await paperOf(request, learner, exam.id, attemptId);
  const q = questions[2]!;
  const ui = examScreen(page);

  // Saves fail (the server is unreachable for them); the answer stays in local storage.
  await page.route('**/api/v1/examAnswer', (route) => route.abort('connectionreset'));
  await ui.open(3);
  await ui.choose(q, key.get(q.id)!);
  await expect(ui.saveStatus).toContainText('Not saved yet — retrying', { timeout: 10_000 });
  expect((await paperOf(request, learner, exam.id, attemptId)).answers).toEqual([]);

  // The page goes away before any retry succeeds; the next load sends it.
  await page.unroute('**/api/v1/examAnswer');
  await page.reload();
  await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 10_000 });
  await ui.expectState(3, 'answered');
  const saved = await paperOf(request, learner, exam.id, attemptId);
  expect(saved.answers).toEqual([
    expect.objectContaining({ questionId: q.id, optionId: key.get(q.id), markedForReview: false }),
  ]);
});

test('a save refused because the attempt ended elsewhere leads to the end page', async ({
  page,
  learner,
  request,
}) => {
  const exam = await findExam(request, learner, EXAM);
  const attemptId = await startExam(page, exam.id);
  const { questions } = await paperOf(request, learner, exam.id, attemptId);
  const ui = examScreen(page);

  // Submitted from another device, after this page has read the time (it re-reads once a minute).
  await page.waitForLoadState('networkidle');
  await expect(ui.saveStatus).toHaveText('All answers saved');
  const ended = await request.post(`${BASE_URL}/api/v1/endExam`, {
    headers: authHeaders(learner),
    data: { attemptId },
  });
  expect(ended.ok()).toBe(true);

  await ui.choose(questions[0]!, questions[0]!.options[0]!.id);
  await expect(page).toHaveURL(`/examend/${exam.id}/${attemptId}`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Test submitted' })).toBeVisible();
});
