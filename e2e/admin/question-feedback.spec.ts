import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import {
  authHeaders,
  signedInState,
  signInTeacher,
  signUpLearner,
  type Learner,
} from '../support/session';
import { endAttempt, staffMadeExam, startAttempt } from '../exams/exam-api';
import { expectAllMalayalam, message, preferLanguage, type Language } from '../i18n/language';

// Doubts and reported errors (decision 026): a learner who took a test asks about a question and
// reports its key; a teacher answers the doubt for everyone and rejects the report with a reply.

const DOUBT = 'Why is B wrong?';
const REPORT = 'The key should be C';
const ANSWER = 'A is the key: T. K. Madhavan led the Satyagraha.\nB led the Villuvandi Samaram.';
const REPLY = 'The key is right: see the answer under the explanation.';

const say = (language: Language, key: string) => message(language, 'console', key);
const counted = (language: Language, kind: string) =>
  say(language, `feedback.counts.${kind}_one`).replace('{{count}}', '1');

async function openAs(browser: Browser, who: Learner, width: number, language: Language = 'en') {
  const context = await browser.newContext({
    storageState: signedInState(who),
    viewport: { width, height: width > 400 ? 800 : 844 },
  });
  const page = await context.newPage();
  await preferLanguage(page, language);
  return { context, page };
}

/** The console's list of doubts and reports, with its heading drawn. */
async function openFeedback(page: Page, language: Language) {
  await page.goto('/admin/feedback');
  await expect(
    page.getByRole('heading', { level: 1, name: say(language, 'feedback.title') }),
  ).toBeVisible();
}

/** A question's group on the page, named by its stem. */
const groupOf = (page: Page, stem: string) => page.getByRole('listitem', { name: stem });

/** What the learner reads of their doubt and report, through the API. */
async function feedbackSeenBy(request: APIRequestContext, learner: Learner, questionId: number) {
  const res = await request.get(`/api/questions/${questionId}/feedback`, {
    headers: authHeaders(learner),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as {
    mine: { kind: string; status: string; answer: string | null }[];
    answered: { text: string; answer: string }[];
  };
}

test('a teacher answers a doubt for every learner and rejects a reported key with a reply', async ({
  browser,
  request,
}) => {
  // Five screens loaded and checked by axe: the cap only ends a run that is stuck.
  test.setTimeout(240_000);
  const title = `Doubts ${Date.now().toString(36)}`;
  const stem = `Question 1 of ${title}`;
  const { exam, key } = await staffMadeExam(request, {
    title,
    durationMinutes: 10,
    questionCount: 1,
  });
  const questionId = [...key.keys()][0]!;

  // A learner takes the test, then asks about its question and reports its key.
  const learner = await signUpLearner(request, { name: 'Meera Nair' });
  const { attemptId } = await startAttempt(request, learner, exam.id);
  await endAttempt(request, learner, attemptId);
  for (const data of [
    { kind: 'doubt', text: DOUBT },
    { kind: 'wrong_key', text: REPORT, language: null },
  ]) {
    const sent = await request.post(`/api/questions/${questionId}/feedback`, {
      headers: authHeaders(learner),
      data,
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  // The open list on a phone, in English and in Malayalam.
  const teacher = await signInTeacher(request);
  for (const [width, language] of [
    [390, 'en'],
    [390, 'ml'],
  ] as const) {
    const view = await openAs(browser, teacher, width, language);
    await openFeedback(view.page, language);
    const group = groupOf(view.page, stem);
    await expect(group).toContainText(counted(language, 'doubt'));
    await expect(group).toContainText(counted(language, 'wrong_key'));
    await expect(group.getByRole('button', { name: say(language, 'feedback.send') })).toBeVisible();
    // In Malayalam, only what learners wrote is left in English (and marked as such).
    if (language === 'ml') await expectAllMalayalam(view.page, [teacher.name]);
    await expectAccessible(view.page);
    await screenshot(view.page, language === 'ml' ? 'admin-feedback-ml' : 'admin-feedback');
    await view.context.close();
  }

  // From the console's menu, at the desk.
  const { context, page } = await openAs(browser, teacher, 1280);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Doubts and reports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Doubts and reports' })).toBeVisible();
  const group = groupOf(page, stem);
  await expect(group.getByRole('list', { name: 'Doubts and reports on this question' })).toHaveText(
    /1 doubt\s*1 wrong key/,
  );
  await expect(group).toContainText('Meera Nair');
  await expectAccessible(page);
  await screenshot(page, 'admin-feedback');

  // The doubt answered, for every learner: it stays in sight, answered.
  const asked = group.getByRole('listitem').filter({ hasText: DOUBT });
  await expect(asked).toContainText(
    "Every learner who reads this question's explanation will see this answer.",
  );
  await asked.getByLabel('Answer', { exact: true }).fill(ANSWER);
  await asked.getByRole('button', { name: 'Send answer' }).click();
  await expect(asked.getByRole('status')).toHaveText(
    'Answer sent. Every learner now reads it under the explanation.',
  );
  await expect(asked).toContainText('Answered');
  await expect(asked).toContainText('B led the Villuvandi Samaram.');
  // The list read again counts what is still open.
  await expect(group.getByRole('list', { name: 'Doubts and reports on this question' })).toHaveText(
    '1 wrong key',
  );

  // The report rejected, with a reply only its sender reads.
  const report = group.getByRole('listitem').filter({ hasText: REPORT });
  await expect(report).toContainText('Only the learner who sent this report reads your reply.');
  await report.getByLabel('Reply to the learner').fill(REPLY);
  await report.getByRole('button', { name: 'Reject' }).click();
  await expect(report.getByRole('status')).toHaveText('Report rejected; your reply is sent.');
  await expect(report).toContainText('Rejected');
  await expect(report).toContainText(REPLY);
  await expect(asked).toContainText('B led the Villuvandi Samaram.');
  await expect(report.getByRole('button', { name: 'Change the decision' })).toBeFocused();
  await expectAccessible(page);
  // Pictured from the top, the pointer off the buttons.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'admin-feedback-decided');

  // The learner reads both; the answer is everyone's.
  const seen = await feedbackSeenBy(request, learner, questionId);
  expect(seen.mine.find((f) => f.kind === 'doubt')).toMatchObject({
    status: 'answered',
    answer: ANSWER,
  });
  expect(seen.mine.find((f) => f.kind === 'wrong_key')).toMatchObject({
    status: 'rejected',
    answer: REPLY,
  });
  expect(seen.answered).toEqual([expect.objectContaining({ text: DOUBT, answer: ANSWER })]);

  // Nothing of it is open any more; under any status, both are there as decided.
  await openFeedback(page, 'en');
  await expect(groupOf(page, stem)).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'Any status' });
  await expect(
    groupOf(page, stem).getByRole('button', { name: 'Change the answer' }),
  ).toBeVisible();
  await expect(
    groupOf(page, stem).getByRole('button', { name: 'Change the decision' }),
  ).toBeVisible();
  await context.close();

  // The decided ones at the desk, in Malayalam.
  const desk = await openAs(browser, teacher, 1280, 'ml');
  await openFeedback(desk.page, 'ml');
  await desk.page.getByLabel(say('ml', 'feedback.status')).selectOption({
    label: say('ml', 'feedback.anyStatus'),
  });
  const decided = groupOf(desk.page, stem);
  await expect(decided).toContainText(say('ml', 'feedback.statuses.answered'));
  await expect(decided).toContainText(say('ml', 'feedback.statuses.rejected'));
  await expectAllMalayalam(desk.page, [teacher.name]);
  await expectAccessible(desk.page);
  await screenshot(desk.page, 'admin-feedback-decided-ml');
  await desk.context.close();
});
