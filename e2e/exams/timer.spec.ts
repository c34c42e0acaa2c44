import { test, expect } from '../support/fixtures';
import { signUpLearner } from '../support/session';
import {
  attemptIdOf,
  paperOf,
  resultOf,
  saveAnswer,
  staffMadeExam,
  startAttempt,
  wrongOption,
} from './exam-api';
import { examScreen } from './exam-screen';

test.use({ signedIn: true });

const GRACE_MS = 15_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/*
 * The real clock, on a one-minute test of five questions a teacher publishes for it (the shortest
 * the console allows): one learner sits it in the browser until the countdown runs out, another
 * answers through the API and walks away. Both run side by side, so the test takes about the
 * test's minute plus the 15 s grace.
 */
test('when the time runs out every answer given before the deadline counts, on the page and on the server', async ({
  page,
  learner,
  request,
}) => {
  test.setTimeout(3 * 60_000);
  const { exam, key } = await staffMadeExam(request, {
    title: `One-minute quiz ${Date.now().toString(36)}`,
    durationMinutes: 1,
    questionCount: 5,
  });
  expect(exam).toMatchObject({ durationSeconds: 60, questionCount: 5 });

  await page.goto(`/instructions/${exam.id}`);
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page).toHaveURL(/\/exampage\//);
  const attemptId = attemptIdOf(page);
  const { questions: q } = await paperOf(request, learner, exam.id, attemptId);
  const ui = examScreen(page);

  // The other learner: starts just after, saves, and is never heard from again. Nobody ends the
  // attempt; the server does, once the deadline and its grace have passed.
  const walkAway = (async () => {
    const other = await signUpLearner(request, { name: 'Walks Away' });
    const started = await startAttempt(request, other, exam.id);
    const offset = Date.parse(started.serverNow) - Date.now();
    const untilServer = (at: number) => at - offset - Date.now();
    const deadline = Date.parse(started.deadline);
    const save = (i: number, optionId: number, seq: number) =>
      saveAnswer(request, other, started.attemptId, { questionId: q[i]!.id, optionId, seq });
    expect((await save(0, key.get(q[0]!.id)!, 1)).status()).toBe(200);
    expect((await save(3, wrongOption(q[3]!, key), 2)).status()).toBe(200);
    await sleep(untilServer(deadline - 5_000));
    expect((await save(4, key.get(q[4]!.id)!, 3)).status()).toBe(200);

    await sleep(untilServer(deadline + GRACE_MS + 1_000));
    const result = await resultOf(request, other, started.attemptId);
    expect(result).toMatchObject({
      status: 'expired',
      endedAt: started.deadline,
      correct: 2,
      wrong: 1,
      unanswered: 2,
      timeTakenSeconds: 60,
    });
    const late = await save(1, key.get(q[1]!.id)!, 4);
    expect(late.status()).toBe(409);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('ATTEMPT_CLOSED');
  })();
  walkAway.catch(() => {}); // awaited at the end; its failure is reported there

  // On the page: two answers early, the last one in the final seconds.
  await ui.choose(q[0]!, key.get(q[0]!.id)!);
  await ui.open(2);
  await ui.choose(q[1]!, wrongOption(q[1]!, key));
  await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 10_000 });
  await expect
    .poll(() => ui.secondsShown(), { timeout: 70_000, intervals: [1_000] })
    .toBeLessThanOrEqual(8);
  await ui.open(3);
  await ui.choose(q[2]!, key.get(q[2]!.id)!);

  // Zero: the page sends what is pending and ends the attempt itself.
  await expect(page).toHaveURL(`/examend/${exam.id}/${attemptId}`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Time is over' })).toBeVisible();
  await expect(page.getByTestId('end-answered')).toHaveText('3 / 5');
  const result = await resultOf(request, learner, attemptId);
  expect(result).toMatchObject({ correct: 2, wrong: 1, unanswered: 2, score: 1.67 });
  expect(result.timeTakenSeconds).toBeLessThanOrEqual(60);
  // The attempt is over: nothing about it is left in local storage.
  const keys = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('attempt_ID')),
  );
  expect(keys).toEqual([]);

  await walkAway;
});
