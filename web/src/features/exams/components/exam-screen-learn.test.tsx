import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedAnswer } from '@pariksha/contracts/exams';
import type { CheckAnswerBody, CheckedAnswer } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { i18n } from '@/lib/i18n';
import { fakeApi, sent, type Call } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { ATTEMPT } from '../lib/answer-test-helpers';
import { storeView } from '../lib/attempt-storage';
import { examPaper, layOut, optionId, questionHeading } from '../lib/exam-screen-test-helpers';
import ExamPage from '../pages/exam-page';

/* A learn-mode practice set: the key of question n is option 1, explained in both languages. */

const WEEK = 7 * 86_400_000;

const keyOf = (questionId: number): CheckedAnswer => {
  const n = questionId - 100;
  return {
    questionId,
    optionId: 0,
    correctOptionId: optionId(n, 1),
    outcome: 'correct',
    explanation: `<p>Because of <strong>fact ${n}</strong>.</p><script>alert(1)</script>`,
    explanationMl: `<p>വസ്തുത ${n} കാരണം.</p>`,
    bookmarked: false,
    myFeedback: [],
    doubts: [],
  };
};
const checkOf = ({ questionId, optionId: chosen }: CheckAnswerBody): CheckedAnswer => {
  const key = keyOf(questionId);
  return {
    ...key,
    optionId: chosen,
    outcome: chosen === key.correctOptionId ? 'correct' : 'wrong',
  };
};

/** The exam page of a learn-mode set whose server holds `answers` and `checks` so far. */
function openLearnSet({ answers = [] as SavedAnswer[], checks = [] as CheckedAnswer[] } = {}) {
  layOut(true);
  const now = Date.now();
  const paper = {
    ...examPaper(answers),
    title: 'Practice: Kerala Renaissance',
    kind: 'practice',
    practiceMode: 'learn',
    deadline: new Date(now + WEEK).toISOString(),
    remainingSeconds: WEEK / 1000,
  };
  const fetch = fakeApi({
    [`PUT /api/exams/7/attempts/${ATTEMPT}/holder`]: ({ body }: Call) => ({
      attemptId: ATTEMPT,
      ...(body as object),
    }),
    [`GET /api/exams/7/attempts/${ATTEMPT}/paper`]: paper,
    [`/api/examTimeCalculation/${ATTEMPT}`]: { ...paper, status: 'in_progress' },
    'POST /api/v1/examAnswer': { saved: 1, serverNow: new Date().toISOString() },
    [`GET ${practiceUrl.checks(ATTEMPT)}`]: checks,
    [`POST ${practiceUrl.check(ATTEMPT)}`]: ({ body }: Call) => checkOf(body as CheckAnswerBody),
  });
  renderAt(<ExamPage />, `/exampage/7/${ATTEMPT}`, '/exampage/:id/:attemptId');
  return fetch;
}

const option = (n: number, o: number) =>
  document.getElementById(`q-${100 + n}-o-${optionId(n, o)}`) as HTMLInputElement;
const optionRow = (n: number, o: number) => option(n, o).closest('label')!;
const palette = () => screen.getByRole('complementary', { name: 'Question palette' });
const paletteButton = (n: number) =>
  within(palette()).getByRole('button', { name: new RegExp(`^Question ${n}:`) });
const checkButton = () => screen.getByRole('button', { name: /^Check answer/ });

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('a learn-mode practice set', () => {
  it('has no countdown, and checks the chosen answer: the key, the explanation, options locked', async () => {
    const fetch = openLearnSet();
    expect(await screen.findByRole('heading', { level: 2, name: /^Question 1 of/ })).toHaveFocus();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(checkButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Mark for review/ })).toBeNull();

    await userEvent.click(option(1, 2));
    await userEvent.click(checkButton());

    const verdict = await screen.findByRole('heading', {
      level: 3,
      name: 'Wrong answer — the correct answer is option A',
    });
    await waitFor(() => expect(verdict).toHaveFocus());
    expect(sent(fetch, `POST ${practiceUrl.check(ATTEMPT)}`)).toEqual([
      { questionId: 101, optionId: optionId(1, 2) },
    ]);
    const feedback = screen.getByTestId('check-feedback');
    expect(feedback).toHaveTextContent('ExplanationBecause of fact 1.');
    // Sanitised as the review renders it.
    expect(feedback.querySelector('strong')).toHaveTextContent('fact 1');
    expect(feedback.querySelector('script')).toBeNull();
    // Said in words on each option, not by colour alone.
    expect(option(1, 2)).toHaveAccessibleName(/Option 1\.2\s*Your answer$/);
    expect(option(1, 1)).toHaveAccessibleName(/Option 1\.1\s*Correct answer$/);
    expect(optionRow(1, 2)).toHaveClass('option-wrong');
    expect(optionRow(1, 1)).toHaveClass('option-correct');
    expect(paletteButton(1)).toHaveAccessibleName('Question 1: answered, checked: wrong');

    // The answer stays as it was checked: no option, key or clearing changes it.
    for (const o of [1, 2, 3, 4]) expect(option(1, o)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /^Clear response/ })).toBeDisabled();
    expect(checkButton()).toBeDisabled();
    await userEvent.keyboard('3');
    await userEvent.keyboard('x');
    await userEvent.click(option(1, 4));
    expect(option(1, 2)).toBeChecked();
    expect(option(1, 3)).not.toBeChecked();
    expect(option(1, 4)).not.toBeChecked();
    expect(
      sent(fetch, 'POST /api/v1/examAnswer').flatMap((b) => (b as { answers: unknown[] }).answers),
    ).not.toContainEqual(expect.objectContaining({ optionId: optionId(1, 4) }));
  });

  it('checks with K, a right answer said as right', async () => {
    openLearnSet();
    await screen.findByRole('heading', { level: 2, name: /^Question 1 of/ });
    await userEvent.keyboard('a');
    await userEvent.keyboard('k');
    const verdict = await screen.findByRole('heading', { level: 3, name: 'Right answer' });
    await waitFor(() => expect(verdict).toHaveFocus());
    expect(option(1, 1)).toHaveAccessibleName(/Option 1\.1\s*Your answer\s*Correct answer$/);
    // The next question is not checked yet.
    await userEvent.keyboard('n');
    expect(questionHeading(2)).toHaveFocus();
    expect(screen.queryByTestId('check-feedback')).toBeNull();
    expect(option(2, 1)).not.toHaveAttribute('aria-disabled');
    expect(paletteButton(1)).toHaveAccessibleName('Question 1: answered, checked: right');
  });

  it('shows the checks kept so far when the page is opened again', async () => {
    const q1 = checkOf({ questionId: 101, optionId: optionId(1, 1) });
    const q2 = checkOf({ questionId: 102, optionId: optionId(2, 4) });
    openLearnSet({
      answers: [
        { questionId: 101, optionId: optionId(1, 1), markedForReview: false, seq: 5 },
        { questionId: 102, optionId: optionId(2, 4), markedForReview: false, seq: 6 },
      ],
      checks: [q1, q2],
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Right answer' })).toBeVisible();
    expect(option(1, 1)).toBeChecked();
    expect(option(1, 1)).toHaveAttribute('aria-disabled', 'true');
    expect(paletteButton(2)).toHaveAccessibleName('Question 2: answered, checked: wrong');
    const legend = within(palette())
      .getAllByRole('listitem')
      .filter((li) => li.dataset.checked);
    expect(legend.map((li) => li.textContent)).toEqual([
      '1Checked: right: 1',
      '1Checked: wrong: 1',
    ]);

    await userEvent.click(paletteButton(2));
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: 'Wrong answer — the correct answer is option A',
      }),
    ).toBeVisible();
    // Moving to a checked question puts focus on its heading, as for any question.
    expect(questionHeading(2)).toHaveFocus();
    expect(option(2, 4)).toBeChecked();
  });

  it('explains in Malayalam when the questions are shown in Malayalam', async () => {
    storeView(ATTEMPT, { language: 'ml' });
    openLearnSet();
    await userEvent.click(await screen.findByLabelText(/ഓപ്ഷൻ 1\.1/));
    await userEvent.click(checkButton());
    const feedback = await screen.findByTestId('check-feedback');
    expect(within(feedback).getByText('വസ്തുത 1 കാരണം.').closest('[lang]')).toHaveAttribute(
      'lang',
      'ml',
    );
  });

  it('is finished, not submitted', async () => {
    openLearnSet();
    await userEvent.click(await screen.findByRole('button', { name: 'Finish practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish this practice set?' });
    expect(within(dialog).getByRole('button', { name: 'Finish practice' })).toBeVisible();
    expect(dialog).toHaveTextContent('Once finished, you cannot change your answers.');
  });

  it('lists K for the check in its keyboard help, and nothing to mark for review', async () => {
    openLearnSet();
    await screen.findByRole('heading', { level: 2, name: /^Question 1 of/ });
    expect(checkButton()).toHaveAttribute('aria-keyshortcuts', 'K');
    await userEvent.keyboard('?');
    const table = within(
      await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }),
    ).getByRole('table');
    expect(table).toHaveTextContent('KCheck the chosen answer');
    expect(table).toHaveTextContent('Finish the practice set (you confirm first)');
    expect(table).not.toHaveTextContent('Mark for review');
  });
});
