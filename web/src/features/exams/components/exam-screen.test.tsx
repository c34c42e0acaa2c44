import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ATTEMPT } from '../lib/answer-test-helpers';
import { storeView } from '../lib/attempt-storage';
import { optionId, questionHeading, refusal, renderExam } from '../lib/exam-screen-test-helpers';

afterEach(() => vi.unstubAllGlobals());

const palette = () => screen.getByRole('complementary', { name: 'Question palette' });

/** 1 open (visited, unanswered), 2 answered, 3 marked, 4 answered and marked, 5 never opened. */
const fiveStates = [
  { questionId: 102, optionId: optionId(2, 1), markedForReview: false, seq: 1 },
  { questionId: 103, optionId: null, markedForReview: true, seq: 2 },
  { questionId: 104, optionId: optionId(4, 2), markedForReview: true, seq: 3 },
];

describe('the exam screen to a screen reader', () => {
  it('names every palette button by its number and state, and marks the current one', () => {
    renderExam({ answers: fiveStates });
    const buttons = within(palette()).getAllByRole('button', { name: /^Question \d/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Question 1: not answered',
      'Question 2: answered',
      'Question 3: marked for review',
      'Question 4: answered and marked for review',
      'Question 5: not visited',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    expect(buttons.slice(1).every((b) => !b.hasAttribute('aria-current'))).toBe(true);
    // Each state has its own drawing (shape and mark), the legend says them in words.
    expect(buttons.map((b) => b.dataset.status)).toEqual([
      'not_answered',
      'answered',
      'marked',
      'answered_marked',
      'not_visited',
    ]);
    const legend = within(palette())
      .getAllByRole('listitem')
      .filter((li) => li.dataset.status);
    expect(legend.map((li) => li.textContent)).toEqual([
      '1Answered: 1',
      '1Not answered: 1',
      '1Not visited: 1',
      '1Marked for review: 1',
      '1Answered and marked for review: 1',
    ]);
  });

  it('moves focus to a dialog that says what is submitted, then to the confirmation heading', async () => {
    renderExam({ answers: fiveStates });
    const submit = within(palette()).getByRole('button', { name: 'Submit test' });
    await userEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(dialog).toHaveAccessibleDescription(
      'You have answered 2 of 5 questions (1 + 1 marked for review); 3 are unanswered.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Test submitted' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription('Your answers have been submitted.');
    expect(screen.getByTestId('end-exam')).toHaveTextContent('Kerala Renaissance — Topic Test');
    expect(screen.getByTestId('end-answered')).toHaveTextContent('0 / 5');
  });

  it('returns focus to the palette button that opened the submit dialog', async () => {
    renderExam();
    const submit = within(palette()).getByRole('button', { name: 'Submit test' });
    await userEvent.click(submit);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(submit).toHaveFocus());
  });
});

describe('a refused save', () => {
  it('is announced in the interface language, and Try again keeps focus on the page', async () => {
    renderExam({ saves: [() => refusal(400, 'VALIDATION_FAILED')] });
    await userEvent.click(screen.getByRole('radio', { name: /Option 1\.2/ }));
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent(
      'Your answers could not be saved. Some of what you entered needs a change. Check the fields ' +
        'and try again. They are kept on this device (1 waiting).',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(questionHeading(1)).toHaveFocus());
    expect(document.querySelector('.save-status')).toHaveTextContent('All answers saved');
  });
});

describe('the exam screen in the Malayalam interface', () => {
  it('speaks Malayalam, and starts the questions in Malayalam when nothing was chosen', async () => {
    await i18n.changeLanguage('ml');
    renderExam({ answers: fiveStates });
    const heading = screen.getByRole('heading', { level: 2, name: 'ചോദ്യം 1 / 5' });
    expect(heading).toHaveFocus();
    const stem = document.getElementById('q-101-stem')!;
    expect(stem).toHaveAttribute('lang', 'ml');
    expect(stem).toHaveTextContent('ചോദ്യത്തിന്റെ വാചകം 1');
    expect(screen.getByRole('radio', { name: /ഓപ്ഷൻ 1\.1/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'സേവ് ചെയ്ത് അടുത്തത്' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ഉത്തരം മായ്ക്കുക' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'ബാക്കി സമയം' })).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'ചോദ്യ പാലറ്റ്' });
    expect(within(aside).getByRole('button', { name: 'ചോദ്യം 2: ഉത്തരം നൽകി' })).toBeInTheDocument();
    expect(
      within(aside).getByRole('button', { name: 'ചോദ്യം 5: ഇതുവരെ തുറന്നില്ല' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en'); // as written
    // The question language is its own choice: English questions, the interface stays Malayalam.
    const toggle = screen.getByRole('group', { name: 'ചോദ്യങ്ങളുടെ ഭാഷ' });
    await userEvent.click(within(toggle).getByRole('button', { name: 'English' }));
    expect(stem).toHaveAttribute('lang', 'en');
    expect(stem).toHaveTextContent('Question text 1');
    expect(
      screen
        .getByRole('radio', { name: /Option 1\.1/ })
        .closest('label')!
        .querySelector('[lang="en"].option-text'),
    ).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'ചോദ്യം 1 / 5' })).toBeInTheDocument();
  });

  it('starts in the question language chosen on the instructions screen', async () => {
    await i18n.changeLanguage('ml');
    storeView(ATTEMPT, { language: 'en' });
    renderExam();
    expect(document.getElementById('q-101-stem')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts English questions in the English interface, with Malayalam one switch away', () => {
    renderExam();
    expect(questionHeading(1)).toBeInTheDocument();
    expect(document.getElementById('q-101-stem')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'മലയാളം' })).toHaveAttribute('lang', 'ml');
  });
});
