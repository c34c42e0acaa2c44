import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminExam, AdminQuestion } from '@pariksha/contracts/exams-staff';
import { i18n } from '@/lib/i18n';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { leader as banked, page, river } from './bank/bank-test-data';
import { ExamQuestions } from './exam-questions';

const exam = (e: Partial<AdminExam> = {}): AdminExam => ({
  id: 7,
  courseId: 3,
  title: 'Vaikom Satyagraha — quick test',
  instructions: '',
  instructionsMl: null,
  durationMinutes: 10,
  marksPerQuestion: 1,
  negativeNumerator: 1,
  negativeDenominator: 3,
  maxAttempts: null,
  opensAt: null,
  closesAt: null,
  published: true,
  position: 1,
  sections: [
    { id: 1, title: 'History', questionCount: 1 },
    { id: 2, title: 'Geography', questionCount: 0 },
  ],
  questionCount: 1,
  attempts: 0,
  batchIds: [],
  updatedAt: '2026-11-20T09:00:00.000Z',
  paper: null,
  ...e,
});

const leader: AdminQuestion = {
  id: 70,
  examId: 7,
  sectionId: 1,
  position: 1,
  stem: '<p>Who led the Vaikom Satyagraha in 1924?</p>',
  stemMl: null,
  options: [
    { id: 1, text: 'Ayyankali', textMl: null, correct: true },
    { id: 2, text: 'T. K. Madhavan', textMl: null, correct: false },
  ],
  explanation: '',
  explanationMl: null,
  topic: 'Renaissance',
  topicId: 1,
  source: '',
  difficulty: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('an exam’s questions in the console', () => {
  it('lists each question as text with its key, section and topic', async () => {
    fakeApi({ 'GET /api/admin/exams/7/questions': [leader] });
    renderAt(<ExamQuestions exam={exam()} />);
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(item).toHaveTextContent('Who led the Vaikom Satyagraha in 1924?');
    expect(within(item).getByText('Key A · History · Renaissance')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New question' })).toBeEnabled();
  });

  it('adds a question to the section chosen, with exactly one option marked correct', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/exams/7/questions': [leader],
      'POST /api/admin/exams/7/questions': leader,
    });
    renderAt(<ExamQuestions exam={exam()} />);
    await user.click(await screen.findByRole('button', { name: 'New question' }));
    await user.selectOptions(screen.getByLabelText('Section'), 'Geography');
    const fill = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill('Question', 'Which is the longest river in Kerala?');
    await fill('Option A — English', 'Bharathapuzha');
    await fill('Option B — English', 'Periyar');
    await user.click(screen.getByLabelText('B is correct'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByRole('button', { name: 'New question' });
    const [body] = sent(api, 'POST /api/admin/exams/7/questions') as [
      { sectionId: number; options: { text: string; correct: boolean }[] },
    ];
    expect(body.sectionId).toBe(2);
    expect(body.options.filter((o) => o.text)).toEqual([
      { text: 'Bharathapuzha', textMl: null, correct: false },
      { text: 'Periyar', textMl: null, correct: true },
    ]);
  });

  it('marks no option correct on a new question, and shows the server’s refusal at the options in the interface language', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/admin/exams/7/questions': [leader],
      'POST /api/admin/exams/7/questions': reply(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some of what you entered needs a change.',
          details: [
            { field: 'options.1.text', message: 'Enter the option' },
            { field: 'options.2.text', message: 'Enter the option' },
            { field: 'options', message: 'Mark exactly one option as correct' },
          ],
        },
      }),
    });
    renderAt(<ExamQuestions exam={exam()} />);
    await user.click(await screen.findByRole('button', { name: 'New question' }));
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(4);
    for (const radio of radios) expect(radio).not.toBeChecked();
    for (const letter of ['A', 'B', 'C', 'D']) {
      expect(screen.getByLabelText(`Option ${letter} — English`)).toBeRequired();
      expect(screen.getByLabelText(`Option ${letter} — Malayalam`)).not.toBeRequired();
    }
    expect(screen.getByLabelText('Question')).toBeRequired();
    expect(screen.getByText('required')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    const options = screen.getByRole('group', { name: 'Options (mark the correct one)' });
    await waitFor(() =>
      expect(options).toHaveAccessibleDescription(
        /^Enter the option\s+Mark exactly one option as correct$/,
      ),
    );
    expect(screen.getByLabelText('A is correct')).toHaveAccessibleDescription(
      /^Enter the option\s+Mark exactly one option as correct$/,
    );

    await act(() => i18n.changeLanguage('ml'));
    try {
      expect(await screen.findByText(/ശരിയായ ഒരു ഓപ്ഷൻ മാത്രം അടയാളപ്പെടുത്തുക/)).toBeVisible();
      expect(screen.getByLabelText('ഓപ്ഷൻ A — മലയാളം')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('once learners have taken it, adds no question, and regrades a changed key only when told to', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/exams/7/questions': [leader],
      'PUT /api/admin/questions/70': ({ body }: { body: { regrade?: boolean } }) =>
        body.regrade
          ? leader
          : reply(409, {
              error: {
                code: 'CONFLICT',
                message: '1 learner has answered this question: their scores will be regraded.',
                details: { answered: 1 },
              },
            }),
    });
    renderAt(<ExamQuestions exam={exam({ attempts: 1 })} />);
    expect(await screen.findByText(/1 attempt has been made/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'New question' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add from the bank' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Take off this paper' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('button', { name: 'Add an option' })).toBeNull();
    await user.click(screen.getByLabelText('B is correct'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('their scores will be regraded');
    await user.click(within(dialog).getByRole('button', { name: 'Regrade' }));
    await screen.findByRole('button', { name: 'New question' });
    expect(sent(api, 'PUT /api/admin/questions/70')).toEqual([
      expect.not.objectContaining({ regrade: true }),
      expect.objectContaining({ regrade: true, updatedAt: leader.updatedAt }),
    ]);
  });

  it('puts questions of the bank on a section, those already on it left out', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/exams/7/questions': [leader],
      'GET /api/admin/topics': [],
      'GET /api/admin/bank/questions': page([banked, river]),
      'POST /api/admin/exams/7/questions/from-bank': { added: 1 },
    });
    renderAt(<ExamQuestions exam={exam()} />);
    await user.click(await screen.findByRole('button', { name: 'Add from the bank' }));
    expect(
      await screen.findByRole('checkbox', { name: 'Who led the Vaikom Satyagraha in 1924?' }),
    ).toBeDisabled();
    expect(screen.getByText(/Already on this paper/)).toBeVisible();
    const add = screen.getByRole('button', { name: 'Add to this exam' });
    expect(add).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'Which is the longest river in Kerala?' }),
    );
    await user.selectOptions(screen.getByLabelText('Section'), 'Geography');
    await user.click(add);
    await screen.findByRole('button', { name: 'New question' });
    expect(sent(api, 'POST /api/admin/exams/7/questions/from-bank')).toEqual([
      { sectionId: 2, questionIds: [10] },
    ]);
  });

  it('takes a question off this paper when told to; it stays in the bank', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/exams/7/questions': [leader],
      'DELETE /api/admin/exams/7/questions/70': { deleted: true },
    });
    renderAt(<ExamQuestions exam={exam()} />);
    await user.click(await screen.findByRole('button', { name: 'Take off this paper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'Take question 1 off this paper? It stays in the question bank.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Take off this paper' }));
    await waitFor(() =>
      expect(sent(api, 'DELETE /api/admin/exams/7/questions/70')).toHaveLength(1),
    );
    expect(sent(api, 'DELETE /api/admin/questions/70')).toEqual([]);
  });
});
