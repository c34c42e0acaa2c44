import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exam } from '@pariksha/contracts/exams';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { fakeApi, reply } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { examListItem } from '../lib/exam-fixture';
import { InstructionsView } from './instructions-view';

const base: Exam = {
  ...examListItem,
  instructions: '<p>Answer every question.</p>',
  instructionsMl: null,
  sections: [{ id: 1, title: 'General Studies', questionCount: 30 }],
};
const bilingual: Partial<Exam> = {
  languages: ['en', 'ml'],
  instructionsMl: '<p>എല്ലാ ചോദ്യങ്ങൾക്കും ഉത്തരം നൽകുക.</p>',
};

const show = (exam: Partial<Exam>) => renderAt(<InstructionsView exam={{ ...base, ...exam }} />);

const ownInstructions = () => document.getElementById('exam-own-instructions')!;

describe('InstructionsView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how to get in when starting is refused to a learner who has not joined', async () => {
    fakeApi({
      'POST /api/exams/7/attempts': reply(403, {
        error: { code: 'NOT_ENROLLED', message: 'Not enrolled', details: { courseId: 2 } },
      }),
    });
    show({});
    await userEvent.click(screen.getByLabelText('I have read the instructions'));
    await userEvent.click(screen.getByRole('button', { name: 'Start test' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This is part of a course you have not joined yet.');
    expect(within(alert).getByRole('link', { name: 'How to get access' })).toHaveAttribute(
      'href',
      '/courses/2',
    );
  });

  it('says up front that a scheduled test shows its answers only after it closes', () => {
    const closesAt = '2030-01-05T06:30:00.000Z';
    show({ opensAt: '2030-01-05T04:30:00.000Z', closesAt });
    expect(screen.getByTestId('review-timing')).toHaveTextContent(
      'Your score is shown when you submit; the answers and explanations after the test closes ' +
        `on ${formatDateTime(closesAt)}.`,
    );
    expect(
      within(screen.getByTestId('review-timing')).getByText(formatDateTime(closesAt)),
    ).toHaveAttribute('datetime', closesAt);
  });

  it('says nothing of the kind for a practice test', () => {
    show({});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(base.title);
    expect(screen.queryByTestId('review-timing')).toBeNull();
  });

  it('lists every keyboard shortcut, with the switch that turns them off on this device', async () => {
    show(bilingual);
    const list = screen.getByTestId('shortcut-list');
    const rows = within(list).getAllByRole('row').slice(1);
    // A range reads "1 to 4" (the dash is hidden from screen readers, the word is hidden on screen).
    expect(rows.map((r) => r.textContent)).toEqual([
      '1– to 4 or A– to DChoose that option of the question',
      'NSave & next',
      'PPrevious question',
      'MMark for review & next',
      'XClear response',
      'QGo to the question palette, and back to the question',
      'SSubmit the test (you confirm first)',
      'LSwitch the question language',
      '?Show these shortcuts',
    ]);
    const toggle = within(list).getByRole('switch', { name: 'Single-key shortcuts' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem('exam_shortcuts')).toBe('off');
  });

  it('leaves out the language key for a paper in English only', () => {
    show({});
    expect(screen.queryByText('Switch the question language')).toBeNull();
  });

  it('shows the English instructions, marked English, in the English interface', () => {
    show(bilingual);
    expect(ownInstructions()).toHaveTextContent('Answer every question.');
    expect(ownInstructions()).toHaveAttribute('lang', 'en');
  });

  describe('in the Malayalam interface', () => {
    it('shows the Malayalam instructions when the exam has them, and offers Malayalam questions first', async () => {
      await i18n.changeLanguage('ml');
      show(bilingual);
      expect(
        screen.getByRole('heading', { level: 2, name: 'തുടങ്ങുന്നതിനു മുമ്പ് വായിക്കുക' }),
      ).toBeInTheDocument();
      expect(ownInstructions()).toHaveTextContent('എല്ലാ ചോദ്യങ്ങൾക്കും ഉത്തരം നൽകുക.');
      expect(ownInstructions()).toHaveAttribute('lang', 'ml');
      // The question language is asked once, here; the interface's language is chosen first.
      const languages = screen.getByRole('group', { name: 'ചോദ്യങ്ങളുടെ ഭാഷ' });
      expect(within(languages).getByLabelText('മലയാളം')).toBeChecked();
      expect(within(languages).getByLabelText('English')).not.toBeChecked();
      expect(within(languages).getByText('English')).toHaveAttribute('lang', 'en');
      expect(screen.getByRole('button', { name: 'ടെസ്റ്റ് ആരംഭിക്കുക' })).toBeDisabled();
      expect(screen.getByLabelText('നിർദ്ദേശങ്ങൾ ഞാൻ വായിച്ചു')).not.toBeChecked();
      expect(
        screen.getByRole('heading', { level: 2, name: 'കീബോർഡ് ഷോർട്ട്കട്ടുകൾ' }),
      ).toBeInTheDocument();
      expect(screen.getByText('ഓരോ തെറ്റുത്തരത്തിനും −1/3')).toBeInTheDocument();
      expect(screen.getByText('30 മിനിറ്റ്')).toBeInTheDocument();
    });

    it('shows the English instructions, marked English, when there are no Malayalam ones', async () => {
      await i18n.changeLanguage('ml');
      show({ ...bilingual, instructionsMl: null });
      expect(ownInstructions()).toHaveTextContent('Answer every question.');
      expect(ownInstructions()).toHaveAttribute('lang', 'en');
    });

    it('starts English questions for a paper that has no Malayalam, and asks nothing', async () => {
      await i18n.changeLanguage('ml');
      show({});
      expect(screen.queryByRole('group', { name: 'ചോദ്യങ്ങളുടെ ഭാഷ' })).toBeNull();
      // Titles are shown as written, marked with the language they are in.
      expect(screen.getByText(base.title)).toHaveAttribute('lang', 'en');
    });
  });
});
