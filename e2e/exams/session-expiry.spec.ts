import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { BASE_URL } from '../support/env';
import { screenshot } from '../support/screenshot';
import { authHeaders, putSession, signUpLearner, type Learner } from '../support/session';
import { completeProfileByApi } from '../catalogue/helpers';
import { preferLanguage, ml } from '../i18n/language';
import {
  answerKey,
  attemptIdOf,
  findExam,
  paperOf,
  resultOf,
  startAttempt,
  type PaperQuestion,
} from './exam-api';
import { examScreen } from './exam-screen';

/*
 * Issue 27, point 2: an ended session never throws a learner out of a running test, and every
 * screen offers to resume a test in progress.
 */

const EXAM = 'Kerala Renaissance — Topic Test';

/** Ends the learner's session on the server, as a sign-out on another device does. */
async function revoke(request: APIRequestContext, learner: Learner) {
  const out = await request.post(`${BASE_URL}/api/auth/sign-out`, {
    headers: { ...authHeaders(learner), origin: BASE_URL },
    data: {},
  });
  expect(out.ok()).toBe(true);
  const after = await request.get(`${BASE_URL}/api/userdetails`, {
    headers: authHeaders(learner),
  });
  expect(after.status()).toBe(401);
}

/** Another session of the learner's, signed in through the API, to read what the server holds. */
async function otherSession(request: APIRequestContext, learner: Learner): Promise<Learner> {
  const res = await request.post(`${BASE_URL}/api/auth/sign-in/email`, {
    headers: { origin: BASE_URL, web: 'web' },
    data: { email: learner.email, password: learner.password },
  });
  expect(res.ok()).toBe(true);
  return { ...learner, token: ((await res.json()) as { token: string }).token };
}

/** The learner as the page now holds them (the token of the session signed in again). */
async function pageSession(page: Page, learner: Learner): Promise<Learner> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return { ...learner, token: token! };
}

async function startFromInstructions(page: Page, examId: number) {
  await page.goto(`/instructions/${examId}`);
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page).toHaveURL(/\/exampage\//);
  return attemptIdOf(page);
}

/** The demo test started from its instructions, with its key and paper; `q(n)` is question n. */
async function startedTest(page: Page, request: APIRequestContext, learner: Learner) {
  const exam = await findExam(request, learner, EXAM);
  const key = await answerKey(request, exam.id);
  const attemptId = await startFromInstructions(page, exam.id);
  const paper = await paperOf(request, learner, exam.id, attemptId);
  const q = (n: number) => paper.questions.find((x) => x.number === n)!;
  return { exam, key, attemptId, paper, q };
}

test.describe('an ended session during a test', () => {
  test.use({ signedIn: true });

  test('keeps the test on screen, signs in again in place and saves every answer', async ({
    page,
    learner,
    request,
  }) => {
    test.setTimeout(120_000);
    const { exam, key, attemptId, paper, q } = await startedTest(page, request, learner);
    const examUrl = page.url();
    const { deadline } = paper;
    const right = (x: PaperQuestion) => key.get(x.id)!;
    const ui = examScreen(page);

    await ui.choose(q(1), right(q(1)));
    await ui.open(2);
    await ui.choose(q(2), right(q(2)));
    await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 15_000 });
    const shownBefore = await ui.secondsShown();

    // Signed out elsewhere: the next answer's save is refused with 401.
    await revoke(request, learner);
    await ui.open(3);
    await ui.choose(q(3), right(q(3)));

    // The test stays; signing in again is asked for over it, the email filled in.
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(examUrl);
    const email = dialog.getByLabel('Email');
    await expect(email).toHaveValue(learner.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await expectAccessible(page, { include: '.modal' });
    // The clock runs on behind the dialog.
    await expect.poll(() => ui.secondsShown(), { timeout: 10_000 }).toBeLessThan(shownBefore);
    await screenshot(page, 'exams-session-ended-dialog');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'exams-session-ended-dialog');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The answer given meanwhile waits on this device: the server has the first two only.
    const reader = await otherSession(request, learner);
    const before = await paperOf(request, reader, exam.id, attemptId);
    expect(before.answers.map((a) => a.questionId).sort()).toEqual([q(1).id, q(2).id].sort());
    const signedIn = await signInAgain(page, learner);
    expect(signedIn.token).not.toBe(learner.token);

    // Signed in, the dialog closes and what waited is saved; the test goes on.
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(examUrl);
    await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 15_000 });
    await ui.open(4);
    await ui.choose(q(4), right(q(4)));
    await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 15_000 });
    const saved = await paperOf(request, signedIn, exam.id, attemptId);
    expect(saved.answers.map((a) => [a.questionId, a.optionId]).sort()).toEqual(
      [1, 2, 3, 4].map((n) => [q(n).id, right(q(n))]).sort(),
    );
    // The same attempt, its deadline where it was: the clock never stopped.
    expect(saved.deadline).toBe(deadline);
    expect(await ui.secondsShown()).toBeLessThan(shownBefore);

    // Home offers the running test at once after signing in again; Resume comes back to it.
    await page.goto('/');
    const entry = page.getByRole('region', { name: 'Test in progress' });
    await expect(entry).toContainText(EXAM);
    await entry.getByRole('link', { name: `Resume ${EXAM}` }).click();
    await expect(page).toHaveURL(examUrl);
    await expect(ui.timer).toBeVisible();

    await page.getByRole('button', { name: 'Submit test' }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit the test?' });
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(`/examend/${exam.id}/${attemptId}`);
    const result = await resultOf(request, signedIn, attemptId);
    expect(result.status).toBe('submitted');
    expect(result.correct).toBe(4);
    for (const n of [1, 2, 3, 4]) {
      expect(result.review.find((r) => r.questionId === q(n).id)?.chosenOptionId).toBe(right(q(n)));
    }
  });

  test('a wrong password is said in the dialog, which stays until the right one', async ({
    page,
    learner,
    request,
  }) => {
    const exam = await findExam(request, learner, EXAM);
    const attemptId = await startFromInstructions(page, exam.id);
    const { questions } = await paperOf(request, learner, exam.id, attemptId);
    const ui = examScreen(page);
    await expect(ui.saveStatus).toHaveText('All answers saved');
    await revoke(request, learner);
    await ui.choose(questions[0]!, questions[0]!.options[1]!.id);

    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByLabel('Password', { exact: true }).fill('not the password');
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The email or password is not correct.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    const signedIn = await signInAgain(page, learner);
    await expect(dialog).toBeHidden();
    await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 15_000 });
    const saved = await paperOf(request, signedIn, exam.id, attemptId);
    expect(saved.answers).toEqual([
      expect.objectContaining({
        questionId: questions[0]!.id,
        optionId: questions[0]!.options[1]!.id,
      }),
    ]);
  });

  test('a test submitted after the session ended is handed in once the learner signs in again, with every answer', async ({
    page,
    learner,
    request,
  }) => {
    test.setTimeout(120_000);
    const { exam, key, attemptId, q } = await startedTest(page, request, learner);
    const ui = examScreen(page);
    await ui.choose(q(1), key.get(q(1).id)!);
    await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 15_000 });

    // Signed out elsewhere, then Submit: the hand-in waits for the learner, over the test.
    await revoke(request, learner);
    await page.getByRole('button', { name: 'Submit test' }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit the test?' });
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/exampage\//);

    // Signed in again: handed in, the end page, the answer graded.
    const signedIn = await signInAgain(page, learner);
    await expect(page).toHaveURL(`/examend/${exam.id}/${attemptId}`, { timeout: 20_000 });
    const result = await resultOf(request, signedIn, attemptId);
    expect(result.status).toBe('submitted');
    expect(result.review.find((r) => r.questionId === q(1).id)?.chosenOptionId).toBe(
      key.get(q(1).id),
    );
  });

  test('a Logout in another tab leaves the test on screen, to sign in again over it', async ({
    page,
    context,
    learner,
    request,
  }) => {
    const exam = await findExam(request, learner, EXAM);
    const attemptId = await startFromInstructions(page, exam.id);
    const examUrl = page.url();
    const { questions } = await paperOf(request, learner, exam.id, attemptId);
    const ui = examScreen(page);
    await expect(ui.saveStatus).toHaveText('All answers saved');

    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: 'Account menu' }).click();
    await other.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The test stays; its next save asks to sign in again, as the same person.
    await expect(page).toHaveURL(examUrl);
    await ui.choose(questions[0]!, questions[0]!.options[2]!.id);
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByLabel('Email')).toHaveValue(learner.email);
    const signedIn = await signInAgain(page, learner);
    await expect(dialog).toBeHidden();
    await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 15_000 });
    const saved = await paperOf(request, signedIn, exam.id, attemptId);
    expect(saved.answers).toEqual([
      expect.objectContaining({
        questionId: questions[0]!.id,
        optionId: questions[0]!.options[2]!.id,
      }),
    ]);
    // The other tab, on the sign-in page, follows the new session home.
    await expect(other).toHaveURL('/');
  });

  test('is asked in Malayalam for a Malayalam reader', async ({ page, learner, request }) => {
    await preferLanguage(page, 'ml');
    const exam = await findExam(request, learner, EXAM);
    const started = await startAttempt(request, learner, exam.id);
    await page.goto(`/exampage/${exam.id}/${started.attemptId}`);
    const { questions } = await paperOf(request, learner, exam.id, started.attemptId);
    await expect(page.getByRole('timer')).toBeVisible();
    await revoke(request, learner);
    await page
      .locator(`label[for="q-${questions[0]!.id}-o-${questions[0]!.options[0]!.id}"]`)
      .click();

    const dialog = page.getByRole('dialog', { name: ml('accounts', 'signInAgain.title') });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByLabel(ml('accounts', 'fields.email'))).toHaveValue(learner.email);
    await expectAccessible(page, { include: '.modal' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await screenshot(page, 'exams-session-ended-dialog-ml');
    }
  });
});

/** Signs in again through the dialog; answers the learner with the new session's token. */
async function signInAgain(page: Page, learner: Learner) {
  const dialog = page.getByRole('dialog', { name: /Your session has ended|സെഷൻ/ });
  const before = await page.evaluate(() => localStorage.getItem('token'));
  await dialog.getByLabel('Password', { exact: true }).fill(learner.password);
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(before);
  return pageSession(page, learner);
}

test.describe('a test in progress', () => {
  test.use({ signedIn: true });

  test('is offered for resuming on every screen, and no longer once submitted', async ({
    page,
    learner,
    request,
  }) => {
    await completeProfileByApi(request, learner);
    const exam = await findExam(request, learner, EXAM);
    const started = await startAttempt(request, learner, exam.id);
    const entry = page.getByRole('region', { name: 'Test in progress' });
    const resume = entry.getByRole('link', { name: `Resume ${EXAM}` });

    await page.goto('/');
    await expect(entry).toContainText(EXAM);
    await expect(entry).toContainText(/\d+:\d\d left/);
    await expect(resume).toHaveAttribute('href', `/exampage/${exam.id}/${started.attemptId}`);
    await expectAccessible(page, { include: '[data-testid="open-test-banner"]' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await screenshot(page, 'exams-open-test-home');
    }
    await page.setViewportSize({ width: 1280, height: 844 });

    await page.goto(`/mocktest/${exam.courseId}`);
    await expect(resume).toBeVisible();
    await page.goto('/profile');
    await expect(resume).toBeVisible();

    // Resumed: not on the exam page itself.
    await resume.click();
    await expect(page).toHaveURL(`/exampage/${exam.id}/${started.attemptId}`);
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(entry).toBeHidden();

    await page.getByRole('button', { name: 'Submit test' }).click();
    await page
      .getByRole('dialog', { name: 'Submit the test?' })
      .getByRole('button', { name: 'Submit', exact: true })
      .click();
    await expect(page).toHaveURL(`/examend/${exam.id}/${started.attemptId}`);
    await expect(page.getByRole('heading', { name: 'Test submitted' })).toBeVisible();
    await expect(entry).toBeHidden();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(entry).toBeHidden();
  });

  test('is offered in Malayalam', async ({ page, learner, request }) => {
    await preferLanguage(page, 'ml');
    await completeProfileByApi(request, learner);
    const exam = await findExam(request, learner, EXAM);
    await startAttempt(request, learner, exam.id);
    await page.goto('/');
    const entry = page.getByRole('region', { name: ml('common', 'openTest.label') });
    await expect(entry).toContainText(ml('common', 'openTest.title'));
    await expect(
      entry.getByRole('link', { name: new RegExp(ml('common', 'openTest.resume')) }),
    ).toBeVisible();
    await expectAccessible(page, { include: '[data-testid="open-test-banner"]' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await screenshot(page, 'exams-open-test-home-ml');
    }
  });
});

test('a session that ends outside a test asks to sign in with the email filled in, and home then offers the running test', async ({
  page,
  request,
}) => {
  const learner = await signUpLearner(request);
  await completeProfileByApi(request, learner);
  const exam = await findExam(request, learner, EXAM);
  await startAttempt(request, learner, exam.id);
  await putSession(page, learner);
  await revoke(request, learner);

  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?expired=1$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL('/');
  const entry = page.getByRole('region', { name: 'Test in progress' });
  await expect(entry).toContainText(EXAM);
  await expect(entry.getByRole('link', { name: `Resume ${EXAM}` })).toBeVisible();
});
