import type { APIRequestContext, Page } from '@playwright/test';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { authHeaders, type Learner } from '../support/session';
import { completeProfileByApi } from '../catalogue/helpers';
import { expectAllMalayalam, message, preferLanguage, type Language } from '../i18n/language';

/*
 * Practice by topic (decision 026): a new learner ticks a subject, takes a learn-mode set on the
 * exam screens (each answer checked: the key and the explanation, the options locked, still so
 * after a reload), finishes it and reads a result without rank; and takes a timed set, with a
 * countdown. Shapes follow contracts/src/practice.ts.
 */

type Topic = {
  id: number;
  parentId: number | null;
  name: string;
  nameMl: string | null;
  available: number;
};
type Check = {
  questionId: number;
  optionId: number;
  correctOptionId: number;
  outcome: 'correct' | 'wrong';
  explanation: string;
};
type Result = { examTitle: string; correct: number; wrong: number; unanswered: number };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, k: string) => String(values[k]));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every text of an answer's JSON (a paper, a result with its review), tags stripped: what teachers
 * wrote, which a Malayalam question may mix with Latin letters ("(Do or Die)", "NaCl").
 */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(/<[^>]*>/g, ' ')];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

async function getData<T>(request: APIRequestContext, learner: Learner, path: string) {
  const res = await request.get(path, { headers: authHeaders(learner) });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()).data as T;
}

/**
 * The subject with the most questions this learner may practise (at least two, to check two), and
 * its name as the screen shows it in `language`.
 */
async function subjectToPractise(
  request: APIRequestContext,
  learner: Learner,
  language: Language = 'en',
) {
  const { topics } = await getData<{ topics: Topic[] }>(request, learner, practiceUrl.topics());
  const subject = topics
    .filter((t) => t.parentId === null)
    .sort((a, b) => b.available - a.available)[0];
  expect(subject?.available ?? 0).toBeGreaterThanOrEqual(2);
  return { ...subject!, shown: (language === 'ml' && subject!.nameMl) || subject!.name };
}

/** The practice screens in the page's language. */
function practiceScreens(page: Page, language: Language) {
  const say = (ns: string, key: string, values: Record<string, string | number> = {}) =>
    fill(message(language, ns, key), values);
  const radios = page.locator('.question-view input[type="radio"]');
  const verdict = page.getByTestId('check-feedback').getByRole('heading', { level: 3 });
  const questionHeading = (n: number) =>
    page.getByRole('heading', {
      level: 2,
      name: new RegExp(`^${escape(say('exams', 'question.heading', { number: n }))}\\b`),
    });
  return {
    say,
    radios,
    verdict,
    questionHeading,
    async open() {
      await page.goto('/practice');
      await expect(
        page.getByRole('heading', { level: 1, name: say('practice', 'title') }),
      ).toBeVisible();
      await expect(page.getByRole('checkbox').first()).toBeVisible();
    },
    /** A new learner has no weak topics yet: the choice is there, off, and says why. */
    async expectNoWeakTopics() {
      const weak = page.getByRole('radio', { name: say('practice', 'choose.weak') });
      await expect(weak).toBeDisabled();
      await expect(weak).toHaveAccessibleDescription(
        say('practice', 'choose.weakNone', { count: 10 }),
      );
    },
    async start(subject: string, mode: 'learn' | 'timed') {
      await page.getByRole('checkbox', { name: subject, exact: true }).check();
      // The counts are buttons to the eye (their radios are hidden): pressed where they show.
      await page
        .getByRole('group', { name: say('practice', 'choose.count') })
        .getByText('5', { exact: true })
        .click();
      await expect(page.getByRole('radio', { name: '5', exact: true })).toBeChecked();
      await page.getByRole('radio', { name: say('practice', `mode.${mode}`) }).check();
    },
    async startAndOpen() {
      await page.getByRole('button', { name: say('practice', 'choose.start') }).click();
      await expect(page).toHaveURL(/\/exampage\/\d+\/[0-9a-f-]{36}$/);
      const [, examId, attemptId] = /\/exampage\/(\d+)\/([0-9a-f-]+)$/.exec(page.url())!;
      await expect(questionHeading(1)).toBeVisible();
      return { examId: examId!, attemptId: attemptId! };
    },
    /** Chooses the question's first option and checks it. */
    async answerAndCheck() {
      await page.locator('.question-view label.option-row').first().click();
      await expect(radios.first()).toBeChecked();
      await page.getByRole('button', { name: say('exams', 'actions.check'), exact: true }).click();
      await expect(verdict).toBeVisible();
    },
    /** The verdict the server gave for the check of `questionId`, as the screen says it. */
    async expectVerdict(check: Check) {
      const key = await radios.evaluateAll(
        (inputs, id) => inputs.findIndex((i) => i.id.endsWith(`-o-${id}`)),
        check.correctOptionId,
      );
      const text =
        check.outcome === 'correct'
          ? say('exams', 'check.right')
          : say('exams', 'check.wrong', { key: 'ABCDEFGH'[key]! });
      await expect(verdict).toHaveText(new RegExp(`${escape(text)}$`));
      if (check.explanation)
        await expect(page.getByTestId('check-feedback')).toContainText(
          say('exams', 'review.explanation'),
        );
    },
    async expectLocked() {
      await expect(radios.first()).toBeVisible();
      for (const radio of await radios.all()) await expect(radio).toBeDisabled();
    },
    /** Opens the palette where it is a panel (narrow screens) and presses its last button. */
    async finish(button: string, dialogTitle: string, confirm: string) {
      const narrow = (page.viewportSize()?.width ?? 0) < 992;
      if (narrow) await page.getByRole('button', { name: say('exams', 'palette.open') }).click();
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: dialogTitle });
      await dialog.getByRole('button', { name: confirm, exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: say('exams', 'end.practiceTitle') }),
      ).toBeVisible();
      await page.getByRole('link', { name: say('exams', 'card.viewResult') }).click();
      await expect(page).toHaveURL(/\/examresult\/\d+\/[0-9a-f-]{36}$/);
    },
    /** A practice set's result: figures and review, no rank or percentile, practise again. */
    async expectResult(result: Result) {
      await expect(page.getByRole('heading', { level: 1, name: result.examTitle })).toBeVisible();
      await expect(page.getByTestId('stat-correct')).toHaveText(String(result.correct));
      await expect(page.getByTestId('stat-wrong')).toHaveText(String(result.wrong));
      await expect(page.getByTestId('stat-unanswered')).toHaveText(String(result.unanswered));
      await expect(page.getByTestId('stat-accuracy')).toBeVisible();
      await expect(page.getByTestId('stat-time-taken')).toBeVisible();
      await expect(page.getByTestId('stat-rank')).toHaveCount(0);
      await expect(page.getByTestId('stat-percentile')).toHaveCount(0);
      await expect(page.getByText(say('exams', 'result.percentile'))).toHaveCount(0);
      await expect(page.getByText(say('exams', 'histogram.title'))).toHaveCount(0);
      await expect(page.getByTestId('review-item').first()).toBeVisible();
      await expect(
        page.getByRole('link', { name: say('exams', 'result.practiseAgain') }),
      ).toHaveAttribute('href', '/practice');
    },
  };
}

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'ml'] as const) {
  for (const width of [390, 1280]) {
    test.describe(`in ${language === 'en' ? 'English' : 'Malayalam'} at ${width} px`, () => {
      test.use({ signedIn: true, viewport: { width, height: width < 600 ? 844 : 800 } });

      test('a learn-mode set: each answer checked with its key and explanation, kept on reload, then a result without rank', async ({
        page,
        request,
        learner,
      }) => {
        test.setTimeout(120_000);
        await completeProfileByApi(request, learner);
        const subject = await subjectToPractise(request, learner, language);
        await preferLanguage(page, language);
        const screens = practiceScreens(page, language);
        const shot = (name: string) => screenshot(page, `${name}-${language}`);

        await screens.open();
        await screens.expectNoWeakTopics();
        await expect(page.getByText(screens.say('practice', 'sets.none'))).toBeVisible();
        await screens.start(subject.shown, 'learn');
        await expectAccessible(page);
        if (language === 'ml') await expectAllMalayalam(page, [subject.shown]);
        await shot('practice');
        const { examId, attemptId } = await screens.startAndOpen();
        const content = textsOf(
          await getData(request, learner, `/api/exams/${examId}/attempts/${attemptId}/paper`),
        );

        // A learn-mode set has no clock to count down.
        await expect(page.getByRole('timer')).toHaveCount(0);
        await screens.answerAndCheck();
        const checks = () => getData<Check[]>(request, learner, practiceUrl.checks(attemptId));
        const [first] = await checks();
        expect(first).toBeDefined();
        await screens.expectVerdict(first!);
        await screens.expectLocked();
        await expect(screens.verdict).toBeFocused();
        await expectAccessible(page);
        const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
        if (language === 'ml')
          await expectAllMalayalam(page, [title, ...content, ...textsOf(await checks())]);
        await shot('practice-checked');

        // Opened again, the question is still checked, its answer as it was.
        await page.reload();
        await expect(screens.questionHeading(1)).toBeVisible();
        await screens.expectVerdict(first!);
        await screens.expectLocked();
        await expect(screens.radios.first()).toBeChecked();

        await page.getByRole('button', { name: screens.say('exams', 'actions.saveNext') }).click();
        await expect(screens.questionHeading(2)).toBeFocused();
        await expect(page.getByTestId('check-feedback')).toHaveCount(0);
        await screens.answerAndCheck();
        const second = (await checks()).find((c) => c.questionId !== first!.questionId);
        await screens.expectVerdict(second!);

        await screens.finish(
          screens.say('exams', 'palette.finish'),
          screens.say('exams', 'submit.finishTitle'),
          screens.say('exams', 'submit.finish'),
        );
        const result = await getData<Result>(
          request,
          learner,
          `/api/completedTestResult/${attemptId}`,
        );
        expect(result.correct + result.wrong).toBe(2);
        await screens.expectResult(result);
        await expectAccessible(page);
        if (language === 'ml')
          await expectAllMalayalam(page, [result.examTitle, subject.shown, ...textsOf(result)]);
        await shot('practice-result');

        // The set is listed on the practice page, finished, with its result.
        await page
          .getByRole('link', { name: screens.say('exams', 'result.practiseAgain') })
          .click();
        const listed = page.getByTestId('practice-set');
        await expect(listed).toHaveCount(1);
        await expect(listed).toContainText(result.examTitle);
        await expect(
          listed.getByRole('link', {
            name: screens.say('practice', 'sets.resultLabel', { title: result.examTitle }),
          }),
        ).toHaveAttribute('href', new RegExp(`/examresult/\\d+/${attemptId}$`));
      });
    });
  }
}

test.describe('a timed set', () => {
  test.use({ signedIn: true, viewport: { width: 1280, height: 800 } });

  test('is reached from home, counts down a minute a question, and ends in a result without rank', async ({
    page,
    request,
    learner,
  }) => {
    test.setTimeout(90_000);
    await completeProfileByApi(request, learner);
    const subject = await subjectToPractise(request, learner);
    const screens = practiceScreens(page, 'en');

    await page.goto('/');
    await page.getByRole('link', { name: 'Start practising' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice' }),
    ).toHaveAttribute('href', '/practice');
    await screens.expectNoWeakTopics();
    await screens.start(subject.shown, 'timed');
    const { attemptId } = await screens.startAndOpen();

    const questions = Math.min(5, subject.available);
    const timer = page.getByRole('timer');
    await expect(timer).toBeVisible();
    await expect
      .poll(async () => {
        const [m, s] = ((await page.locator('.countdown-value').textContent()) ?? '')
          .trim()
          .split(':')
          .map(Number);
        return m! * 60 + s!;
      })
      .toBeLessThanOrEqual(questions * 60);
    // No key is given before the end, and nothing to check.
    await expect(page.getByRole('button', { name: 'Check answer' })).toHaveCount(0);
    await page.locator('.question-view label.option-row').first().click();

    await screens.finish('Submit test', 'Submit the test?', 'Submit');
    const result = await getData<Result>(request, learner, `/api/completedTestResult/${attemptId}`);
    expect(result.correct + result.wrong).toBe(1);
    await screens.expectResult(result);
  });
});
