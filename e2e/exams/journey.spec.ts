import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import {
  answerKey,
  attemptIdOf,
  findExam,
  paperOf,
  resultOf,
  timeOf,
  wrongOption,
  type PaperQuestion,
} from './exam-api';
import { examScreen } from './exam-screen';

test.use({ signedIn: true });

const LDC = 'Kerala PSC LDC Model Exam 1';

test('a mock test from the list to the result: answers survive a reload and a minute offline', async ({
  page,
  context,
  learner,
  request,
}) => {
  test.setTimeout(240_000);
  const exam = await findExam(request, learner, LDC);
  const key = await answerKey(request, exam.id);
  // The page's timers run on a clock the test can move on: the minute offline below passes on it
  // at once. Until then it keeps time with the real one.
  await page.clock.install();

  // The course's list: a demo test, not started yet.
  await page.goto(`/mocktest/${exam.courseId}`);
  const card = page.getByRole('article', { name: LDC });
  await expect(card.getByText('Demo', { exact: true })).toBeVisible();
  await expect(card.getByText('Not started')).toBeVisible();
  await card.getByRole('link', { name: 'Start test' }).click();

  // Instructions: the figures, and Start only after "I have read".
  await expect(page).toHaveURL(`/instructions/${exam.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(LDC);
  await expect(page.getByText('1 h 15 min')).toBeVisible();
  await expect(page.getByText('−1/3 per wrong answer')).toBeVisible();
  const start = page.getByRole('button', { name: 'Start test' });
  await expect(start).toBeDisabled();
  await expectAccessible(page);
  await page.getByLabel('I have read the instructions').check();
  await start.click();

  await expect(page).toHaveURL(new RegExp(`/exampage/${exam.id}/[0-9a-f-]{36}$`));
  const attemptId = attemptIdOf(page);
  const { questions } = await paperOf(request, learner, exam.id, attemptId);
  const q = (n: number) => questions.find((x) => x.number === n)!;
  const right = (x: PaperQuestion) => key.get(x.id)!;
  const wrong = (x: PaperQuestion) => wrongOption(x, key);
  const ui = examScreen(page);
  await expect(ui.timer).toBeVisible();

  // Answer, change an answer, mark for review.
  await ui.choose(q(1), wrong(q(1)));
  await ui.choose(q(1), right(q(1))); // changed: the later answer wins
  await ui.press('Save & next');
  for (const n of [2, 3, 4, 5]) {
    await ui.open(n);
    await ui.choose(q(n), right(q(n)));
  }
  for (const n of [6, 7, 8]) {
    await ui.open(n);
    await ui.choose(q(n), wrong(q(n)));
  }
  await ui.open(9);
  await ui.press('Mark for review & next'); // marked, no answer
  await expect(page.getByRole('heading', { level: 2, name: /^Question 10 of/ })).toBeVisible();
  await ui.choose(q(10), right(q(10)));
  await ui.press('Mark for review & next'); // answered and marked: still evaluated
  await ui.open(13);
  await ui.choose(q(13), right(q(13)));
  await ui.press('Clear response'); // cleared again
  await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 10_000 });
  await ui.expectState(1, 'answered');
  await ui.expectState(9, 'marked for review');
  await ui.expectState(10, 'answered and marked for review');
  await ui.expectState(13, 'not answered');
  await ui.expectState(50, 'not visited');
  await expectAccessible(page);
  await screenshot(page, 'exams-journey-answered');

  // Reload mid-exam: the same attempt, every answer and mark, the right time.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/exampage/${exam.id}/${attemptId}$`));
  await expect(ui.timer).toBeVisible();
  await ui.expectState(1, 'answered');
  await ui.expectState(6, 'answered');
  await ui.expectState(9, 'marked for review');
  await ui.expectState(10, 'answered and marked for review');
  await ui.open(1);
  await expect(ui.option(q(1), right(q(1)))).toBeChecked();
  await ui.open(7);
  await expect(ui.option(q(7), wrong(q(7)))).toBeChecked();
  const server = await timeOf(request, learner, attemptId);
  const shown = await ui.secondsShown();
  expect(Math.abs(shown - server.remainingSeconds)).toBeLessThanOrEqual(3);

  // Offline for a minute on the page's clock while answering: the banner, answers kept, the saves
  // failing and retried meanwhile at the back-off's pace (its longest wait is 30 s), then all sent.
  let failedSaves = 0;
  page.on('requestfailed', (r) => {
    if (r.url().includes('/api/v1/examAnswer')) failedSaves++;
  });
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline.' })).toBeVisible();
  await ui.open(11);
  await ui.choose(q(11), right(q(11)));
  await ui.open(12);
  await ui.choose(q(12), wrong(q(12)));
  await expect(ui.saveStatus).toContainText('Offline — answers kept on this device', {
    timeout: 10_000,
  });
  await screenshot(page, 'exams-journey-offline');
  await page.clock.runFor(30_000);
  await ui.open(14);
  await ui.choose(q(14), right(q(14)));
  await page.clock.runFor(30_000);
  const whileOffline = await paperOf(request, learner, exam.id, attemptId);
  for (const n of [11, 12, 14]) {
    expect(whileOffline.answers.find((a) => a.questionId === q(n).id)).toBeUndefined();
  }
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline.' })).toHaveCount(0);
  await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 15_000 });

  const saved = await paperOf(request, learner, exam.id, attemptId);
  const chosen = new Map(saved.answers.map((a) => [a.questionId, a]));
  const expected: [number, number | null, boolean][] = [
    [1, right(q(1)), false],
    [2, right(q(2)), false],
    [5, right(q(5)), false],
    [6, wrong(q(6)), false],
    [8, wrong(q(8)), false],
    [9, null, true],
    [10, right(q(10)), true],
    [11, right(q(11)), false],
    [12, wrong(q(12)), false],
    [13, null, false],
    [14, right(q(14)), false],
  ];
  for (const [n, optionId, marked] of expected) {
    expect(chosen.get(q(n).id), `question ${n}`).toMatchObject({
      optionId,
      markedForReview: marked,
    });
  }
  console.log(
    `a minute offline mid-exam: ${failedSaves} saves failed meanwhile, ${expected.length} answers compared after reconnecting, 0 lost`,
  );

  // Submit: the summary first, then the end page.
  await page.getByRole('button', { name: 'Submit test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(dialog).toContainText(
    'You have answered 12 of 100 questions (11 + 1 marked for review); 88 are unanswered.',
  );
  await screenshot(page, 'exams-journey-submit');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(`/examend/${exam.id}/${attemptId}`);
  await expect(page.getByRole('heading', { name: 'Test submitted' })).toBeVisible();
  await expect(page.getByTestId('end-answered')).toHaveText('12 / 100');

  // The result: 8 right, 4 wrong (1/3 off each), 88 unanswered → 8 − 4/3.
  await page.getByRole('link', { name: 'View result' }).click();
  await expect(page).toHaveURL(`/examresult/${exam.id}/${attemptId}`);
  const score = 8 - 4 / 3;
  await expect(page.getByTestId('score')).toHaveText(`${Math.round(score * 100) / 100} / 100`);
  await expect(page.getByTestId('stat-correct')).toHaveText('8');
  await expect(page.getByTestId('stat-wrong')).toHaveText('4');
  await expect(page.getByTestId('stat-unanswered')).toHaveText('88');
  const api = await resultOf(request, learner, attemptId);
  expect(api.score).toBeCloseTo(score, 2); // the server keeps scores to two decimals
  await page.getByRole('button', { name: 'Wrong (4)' }).click();
  await expect(page.getByTestId('review-item')).toHaveCount(4);
  const firstWrong = page.getByTestId('review-item').first();
  await expect(firstWrong.locator('[data-chosen]')).toContainText('Your answer');
  await expect(firstWrong.locator('[data-correct]')).toContainText('Correct answer');
  await page.getByRole('button', { name: 'Unanswered (88)' }).click();
  await expect(page.getByTestId('review-item')).toHaveCount(88);
  await page.getByRole('button', { name: 'All (100)' }).click();
  await expectAccessible(page);

  // History of this exam, then the completed tests and their result.
  await page.getByRole('link', { name: 'Attempt history' }).click();
  await expect(page).toHaveURL(`/examhistory/${exam.id}`);
  const row = page.getByTestId('history-row').first();
  await expect(row).toContainText('6.67 / 100');
  await expect(row).toContainText('Submitted');
  await expect(row).toContainText(/seconds? ago|minutes? ago/);
  await page.goto(`/examresult/${exam.id}/${attemptId}`);
  await page.getByRole('link', { name: 'Completed tests' }).click();
  await expect(page).toHaveURL(`/mocktest/${exam.courseId}?tab=completed`);
  await page.getByRole('link', { name: LDC }).first().click();
  await expect(page).toHaveURL(`/completedTestResult/${attemptId}`);
  await expect(page.getByTestId('score')).toHaveText('6.67 / 100');

  // Back on the list: finished, with the score.
  await page.goto(`/mocktest/${exam.courseId}`);
  await expect(page.getByRole('article', { name: LDC })).toContainText('Score 6.67 / 100');
});
