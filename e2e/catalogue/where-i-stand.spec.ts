import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { authHeaders, type Learner } from '../support/session';
import { expectAllMalayalam, message, preferLanguage, type Language } from '../i18n/language';
import {
  answerKey,
  attemptIdOf,
  endAttempt,
  findExam,
  paperOf,
  saveAnswer,
  startAttempt,
  type PaperQuestion,
} from '../exams/exam-api';
import { examScreen } from '../exams/exam-screen';
import { completeProfileByApi, demoIds } from './helpers';

/*
 * Where I stand (decision 027) on the Progress screen of the learner's exam level: a new learner
 * sees it empty, takes a mock test of the level, and sees the trend and their accuracy by topic
 * change; then chooses a name and appears on the week's leaderboard.
 */

const TEST = 'Kerala Renaissance — Topic Test';
/** Questions answered, the first ANSWERED_RIGHT of them right. */
const ANSWERED = 12;
const ANSWERED_RIGHT = 9;

/** A leaderboard name in Malayalam letters (no English words on the Malayalam screen). */
const boardName = () => `പഠിതാവ് ${crypto.randomInt(10_000, 99_999)}`;

async function setBoardName(request: APIRequestContext, learner: Learner, name: string) {
  const res = await request.patch('/api/userdetails', {
    headers: authHeaders(learner),
    data: { leaderboardName: name },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The learner's Progress screen, reached as a learner does: home's "Where I stand". */
async function openStanding(page: Page, language: Language = 'en') {
  const say = (key: string) => message(language, 'common', key);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: say('app.whereIStand') }).click();
  await expect(page).toHaveURL(/\/progress\/\d+\/\d+$/);
}

test.use({ signedIn: true });

test('a new learner takes a mock test and sees where they stand change, then joins the weekly leaderboard', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await completeProfileByApi(request, learner);
  const { keralaId, tenthId } = await demoIds(request, learner);
  const exam = await findExam(request, learner, TEST);
  const key = await answerKey(request, exam.id);

  // Nothing done yet: the empty state, and no place on this week's board.
  await openStanding(page);
  await expect(page).toHaveURL(`/progress/${keralaId}/${tenthId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Where I stand');
  await expect(page.getByText(/^Nothing to show yet\./)).toBeVisible();
  await expect(page.getByTestId('own-place')).toHaveText(
    'You have not finished a mock test of this level this week.',
  );
  await expectAccessible(page);

  // The mock test, on the exam screens: 9 right, 3 wrong, the rest left.
  await page.goto(`/instructions/${exam.id}`);
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page).toHaveURL(new RegExp(`/exampage/${exam.id}/[0-9a-f-]{36}$`));
  const { questions } = await paperOf(request, learner, exam.id, attemptIdOf(page));
  const ui = examScreen(page);
  const q = (n: number) => questions.find((x) => x.number === n)!;
  const wrong = (x: PaperQuestion) => x.options.find((o) => o.id !== key.get(x.id))!.id;
  for (let n = 1; n <= ANSWERED; n++) {
    await ui.open(n);
    await ui.choose(q(n), n <= ANSWERED_RIGHT ? key.get(q(n).id)! : wrong(q(n)));
  }
  await expect(ui.saveStatus).toHaveText('All answers saved', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Submit test' }).click();
  await page
    .getByRole('dialog', { name: 'Submit the test?' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Test submitted' })).toBeVisible();

  // Where I stand has changed: a point on the trend, the topic's answers, the figure of them.
  await openStanding(page);
  const percent = Math.round((1000 * (ANSWERED_RIGHT - (ANSWERED - ANSWERED_RIGHT) / 3)) / 20) / 10;
  await expect(page.getByRole('img', { name: /mock test and paper scores/ })).toHaveAccessibleName(
    new RegExp(`1 test: ${percent} %\\.$`),
  );
  await expect(page.getByTestId('standing-summary')).toHaveText(
    `${ANSWERED} answers so far, 75 % of them right.`,
  );
  const topics = page.getByRole('region', { name: 'Accuracy by topic' }).last();
  const renaissance = topics.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: 'Kerala Renaissance', exact: true }),
  });
  await expect(renaissance).toContainText(`${ANSWERED}75 %`);
  // A subtopic of one or two answers is marked as too few to judge by.
  await expect(topics.getByText('(too few answers)').first()).toBeVisible();
  await expect(page.getByTestId('own-place')).toContainText(
    `points from 1 test. You do not appear on the leaderboard.`,
  );

  // Appear on the board: the leaderboard links to the choice on the profile.
  await page
    .getByRole('link', { name: 'Choose whether and how you appear on leaderboards' })
    .click();
  await expect(page).toHaveURL('/profile#leaderboard');
  await page.getByRole('checkbox', { name: 'Appear on leaderboards' }).check();
  const name = boardName();
  await page.getByLabel('Appear on leaderboards as').fill(`  ${name}  `);
  await page.getByRole('button', { name: 'Save leaderboard choice' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  await openStanding(page);
  const board = page.getByRole('region', { name: 'Weekly leaderboard' }).last();
  await expect(board.getByRole('row', { name: new RegExp(`${name} \\(you\\)`) })).toContainText(
    String(percent),
  );
  await expect(page.getByTestId('own-place')).toContainText(/^You are in place \d+ with/);
  await expectAccessible(page);
  await screenshot(page, 'where-i-stand-en');
});

test('in Malayalam on a phone: where I stand and the board, all in Malayalam', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await completeProfileByApi(request, learner);
  const exam = await findExam(request, learner, TEST);
  const key = await answerKey(request, exam.id);
  // The test through the API this time (the screens are the first test's).
  const { attemptId } = await startAttempt(request, learner, exam.id);
  const { questions } = await paperOf(request, learner, exam.id, attemptId);
  for (const [i, x] of questions.slice(0, ANSWERED).entries()) {
    const optionId =
      i < ANSWERED_RIGHT ? key.get(x.id)! : x.options.find((o) => o.id !== key.get(x.id))!.id;
    const res = await saveAnswer(request, learner, attemptId, {
      questionId: x.id,
      optionId,
      seq: i + 1,
    });
    expect(res.ok()).toBe(true);
  }
  await endAttempt(request, learner, attemptId);
  const name = boardName();
  await setBoardName(request, learner, name);

  await preferLanguage(page, 'ml');
  await openStanding(page, 'ml');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('എന്റെ നില');
  await expect(page.getByTestId('standing-summary')).toBeVisible();
  const board = page.getByRole('region', { name: 'പ്രതിവാര ലീഡർബോർഡ്' }).last();
  await expect(board.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  // Course and test names are data, written as their authors wrote them.
  const { keralaId, tenthId } = await demoIds(request, learner);
  const level = await request.get(`/api/category/level/${keralaId}/${tenthId}`, {
    headers: authHeaders(learner),
  });
  const courses = ((await level.json()).data.courses as { course_name: string }[]).map(
    (c) => c.course_name,
  );
  await expectAllMalayalam(page, [TEST, ...courses]);
  await expectAccessible(page);
  await screenshot(page, 'where-i-stand-ml');
});
