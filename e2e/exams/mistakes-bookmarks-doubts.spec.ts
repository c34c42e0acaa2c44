import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { feedbackStaffUrl } from '@pariksha/contracts/feedback-paths';
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
import { completeProfileByApi } from '../catalogue/helpers';
import { expectAllMalayalam, message, preferLanguage, type Language } from '../i18n/language';
import {
  endAttempt,
  paperOf,
  saveAnswer,
  staffMadeExam,
  startAttempt,
  wrongOption,
} from './exam-api';

/*
 * My mistakes, bookmarks and doubts (decision 026): a new learner finds no mistakes yet, takes a
 * test answering two questions wrong, finds them in My mistakes and practises one right in learn
 * mode; bookmarks a question in the test's review and finds it among the bookmarks; asks a doubt
 * about it, which a teacher answers; and reads the answer under the explanation.
 */

const DOUBT = 'Why is B not the answer?';
const ANSWER = 'A is the key: the question asks for the first one.';

async function openAs(browser: Browser, who: Learner, width: number, language: Language) {
  const context = await browser.newContext({
    storageState: signedInState(who),
    viewport: { width, height: width > 400 ? 800 : 844 },
  });
  const page = await context.newPage();
  await preferLanguage(page, language);
  return { context, page };
}

const say = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  message(language, 'practice', key).replace(/{{\s*(\w+)\s*}}/g, (_, k: string) =>
    String(values[k]),
  );

/** The teacher answers the learner's open doubt on `questionId`, through the console's API. */
async function teacherAnswers(request: APIRequestContext, questionId: number) {
  const teacher = await signInTeacher(request);
  const headers = authHeaders(teacher);
  const list = await request.get(feedbackStaffUrl.feedback({ status: 'open', kind: 'doubt' }), {
    headers,
  });
  expect(list.ok(), await list.text()).toBe(true);
  const groups = (await list.json()).data as {
    question: { id: number };
    items: { id: number; text: string }[];
  }[];
  const item = groups
    .find((g) => g.question.id === questionId)
    ?.items.find((i) => i.text === DOUBT);
  expect(item, 'the doubt among the open ones').toBeDefined();
  const res = await request.put(feedbackStaffUrl.item(item!.id), {
    headers,
    data: { status: 'answered', answer: ANSWER },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const reviewItem = (page: Page, stem: string) =>
  page.getByTestId('review-item').filter({ hasText: stem });

test('a new learner practises a mistake, bookmarks a question and reads the answer to a doubt', async ({
  browser,
  request,
}) => {
  // Many screens loaded and checked by axe: the cap only ends a run that is stuck.
  test.setTimeout(300_000);
  const title = `Mistakes ${Date.now().toString(36)}`;
  const stem = (n: number) => `Question ${n} of ${title}`;
  const { exam, key } = await staffMadeExam(request, {
    title,
    durationMinutes: 10,
    questionCount: 3,
  });
  const learner = await signUpLearner(request, { name: 'Anu Thomas' });
  await completeProfileByApi(request, learner);

  // A new learner: no mistakes yet, and the screen says how they arrive.
  const desk = await openAs(browser, learner, 1280, 'en');
  const page = desk.page;
  await page.goto('/practice');
  await expect(page.getByTestId('mistakes-link')).toContainText('0');
  await page.getByTestId('mistakes-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'My mistakes' })).toBeVisible();
  await expect(page.getByText(say('en', 'mistakes.none'))).toBeVisible();
  await expect(page.getByText(say('en', 'mistakes.noneHint', { times: 2 }))).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'mistakes-empty');

  // The test: the first two answered wrong, the third right.
  const { attemptId } = await startAttempt(request, learner, exam.id);
  const paper = await paperOf(request, learner, exam.id, attemptId);
  const byNumber = [...paper.questions].sort((a, b) => a.number - b.number);
  for (const [i, q] of byNumber.entries()) {
    const optionId = i < 2 ? wrongOption(q, key) : key.get(q.id)!;
    const saved = await saveAnswer(request, learner, attemptId, {
      questionId: q.id,
      optionId,
      seq: i + 1,
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await endAttempt(request, learner, attemptId);
  const [first, second] = byNumber;

  // My mistakes: the two, shortly, and when.
  await page.goto('/practice');
  await expect(page.getByTestId('mistakes-link')).toContainText('2');
  await page.getByTestId('mistakes-link').click();
  const mistakes = page.getByTestId('mistake');
  await expect(mistakes).toHaveCount(2);
  await expect(mistakes.filter({ hasText: stem(1) })).toContainText('Answered wrong');
  await expect(mistakes.filter({ hasText: stem(3) })).toHaveCount(0);
  await expect(page.getByTestId('mistake-topic')).toContainText(say('en', 'mistakes.unfiled'));
  await expectAccessible(page);
  await screenshot(page, 'mistakes');

  // Practise them, in learn mode (the default): the first shown is answered right.
  const form = page.getByRole('form', { name: 'Practise my mistakes' });
  await expect(form.getByRole('radio', { name: 'Learn' })).toBeChecked();
  await form.getByRole('button', { name: 'Practise my mistakes' }).click();
  await expect(page).toHaveURL(/\/exampage\/\d+\/[0-9a-f-]{36}$/);
  const [, setExamId, setAttemptId] = /\/exampage\/(\d+)\/([0-9a-f-]+)$/.exec(page.url())!;
  const set = await paperOf(request, learner, Number(setExamId), setAttemptId!);
  expect(set.questions.map((q) => q.id).sort()).toEqual([first!.id, second!.id].sort());
  const shown = set.questions.find((q) => q.number === 1)!;
  await page.locator(`label[for="q-${shown.id}-o-${key.get(shown.id)}"]`).click();
  await page.getByRole('button', { name: 'Check answer', exact: true }).click();
  const checked = page.getByTestId('check-feedback');
  await expect(checked.getByRole('heading', { level: 3 })).toHaveText(/Right answer$/);
  // A checked question offers the bookmark, the doubt and the report too.
  await expect(checked.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(checked.getByRole('button', { name: 'Ask a doubt' })).toBeVisible();
  await expect(checked.getByRole('button', { name: 'Report an error' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'mistakes-practised');

  // Right once: still a mistake, one right answer from clearing.
  await page.goto('/practice/mistakes');
  const once = page.getByTestId('mistake').filter({ hasText: say('en', 'mistakes.toGo_one') });
  await expect(once).toHaveCount(1);

  // The test's review: the first question bookmarked, and a doubt asked about it.
  await page.goto(`/examresult/${exam.id}/${attemptId}`);
  const card = reviewItem(page, stem(1));
  const bookmark = card.getByRole('button', { name: 'Bookmark', exact: true });
  await bookmark.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await card.getByRole('button', { name: 'Ask a doubt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a doubt: Question 1' });
  const field = dialog.getByRole('textbox', { name: 'Your doubt' });
  await expect(field).toBeFocused();
  await field.fill(DOUBT);
  await expect(dialog.getByTestId('feedback-count')).toHaveText(
    `${DOUBT.length} / 1000 characters`,
  );
  await expectAccessible(page);
  await screenshot(page, 'doubt-dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toContainText('Sent.');
  await expect(dialog.getByTestId('my-feedback')).toContainText('Waiting for a teacher');
  // One doubt a question: nothing is left to write or send.
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Ask a doubt' })).toBeFocused();
  await expect(card.getByTestId('my-feedback')).toContainText(DOUBT);

  // The bookmark is listed.
  await page.goto('/practice');
  await expect(page.getByTestId('bookmarks-link')).toContainText('1');
  await page.getByTestId('bookmarks-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
  await expect(page.getByTestId('bookmark')).toHaveCount(1);
  await expect(page.getByTestId('bookmark')).toContainText(stem(1));
  await expectAccessible(page);
  await screenshot(page, 'bookmarks');

  // A teacher answers the doubt; the learner reads it under the explanation.
  await teacherAnswers(request, first!.id);
  await page.goto(`/examresult/${exam.id}/${attemptId}`);
  const answered = reviewItem(page, stem(1)).getByRole('region', { name: 'A doubt answered' });
  await expect(answered).toContainText(`Doubt: ${DOUBT}`);
  await expect(answered).toContainText(`Answer: ${ANSWER}`);
  await reviewItem(page, stem(1)).getByRole('button', { name: 'Ask a doubt' }).click();
  await expect(
    page.getByRole('dialog').getByTestId('my-feedback').filter({ hasText: 'Answered' }),
  ).toContainText(ANSWER);
  await expect(page.getByRole('dialog')).toContainText(say('en', 'talk.askedAll'));
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await reviewItem(page, stem(1)).scrollIntoViewIfNeeded();
  await screenshot(page, 'review-doubt-answered');
  await desk.context.close();

  // On a phone in Malayalam: the same screens.
  const phone = await openAs(browser, learner, 390, 'ml');
  const mlPage = phone.page;
  // What learners and teachers wrote, and the set's title the server gives (the open-set banner).
  const data = [stem(1), stem(2), title, DOUBT, ANSWER, learner.name, 'My mistakes'];
  await mlPage.goto('/practice/mistakes');
  await expect(
    mlPage.getByRole('heading', { level: 1, name: say('ml', 'mistakes.title') }),
  ).toBeVisible();
  await expect(mlPage.getByTestId('mistake')).toHaveCount(2);
  await expectAccessible(mlPage);
  await expectAllMalayalam(mlPage, data);
  await screenshot(mlPage, 'mistakes-ml');

  await mlPage.goto('/practice/bookmarks');
  await expect(mlPage.getByTestId('bookmark')).toHaveCount(1);
  await expectAccessible(mlPage);
  await expectAllMalayalam(mlPage, data);
  await screenshot(mlPage, 'bookmarks-ml');

  await mlPage.goto(`/examresult/${exam.id}/${attemptId}`);
  const mlCard = reviewItem(mlPage, stem(1));
  await expect(mlCard.getByTestId('answered-doubts')).toContainText(ANSWER);
  await expect(mlCard.getByRole('button', { name: say('ml', 'bookmark.added') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await mlCard.getByRole('button', { name: say('ml', 'talk.report') }).click();
  const report = mlPage.getByRole('dialog');
  await expect(report.getByRole('radio').first()).toBeVisible();
  await report.getByRole('radio', { name: say('ml', 'talk.kinds.wrong_translation') }).check();
  await expect(report.getByRole('combobox')).toBeVisible();
  await expectAccessible(mlPage);
  await screenshot(mlPage, 'report-dialog-ml');
  await mlPage.keyboard.press('Escape');

  await mlPage.goto('/practice/bookmarks');
  // Taken off the list: gone, and the list says how to bookmark.
  await mlPage
    .getByTestId('bookmark')
    .getByRole('button', { name: say('ml', 'bookmarks.remove') })
    .click();
  await expect(mlPage.getByText(say('ml', 'bookmarks.none'))).toBeVisible();
  await expect(mlPage.getByRole('status')).toHaveText(say('ml', 'bookmarks.removed'));
  await phone.context.close();
});
