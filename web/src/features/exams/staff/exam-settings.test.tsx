import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminExam } from '@pariksha/contracts/exams-staff';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { ExamSettings } from './exam-settings';

const exam: AdminExam = {
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
  sections: [{ id: 1, title: 'History', questionCount: 1 }],
  questionCount: 1,
  attempts: 0,
  batchIds: [4],
  updatedAt: '2026-11-20T09:00:00.000Z',
  paper: null,
};

const batches = [
  { value: 4, label: 'Morning batch' },
  { value: 5, label: 'Evening batch' },
];

afterEach(() => vi.unstubAllGlobals());

describe('an exam’s settings: limit to batches', () => {
  it('shows an admin the batches chosen, and sends the new choice', async () => {
    const fetch = fakeApi({ 'PUT /api/admin/exams/7': exam });
    renderAt(<ExamSettings exam={exam} batches={batches} />);
    const select = screen.getByLabelText('Limit to batches');
    expect([...(select as HTMLSelectElement).selectedOptions].map((o) => o.textContent)).toEqual([
      'Morning batch',
    ]);
    await userEvent.selectOptions(select, ['5']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [body] = sent(fetch, 'PUT /api/admin/exams/7') as { batchIds: number[] }[];
    expect(body!.batchIds.sort()).toEqual([4, 5]);
  });

  it('has no batch choice for a teacher, and sends none', () => {
    renderAt(<ExamSettings exam={exam} />);
    expect(screen.queryByLabelText('Limit to batches')).toBeNull();
  });
});

describe('an exam’s settings: a previous-year paper', () => {
  const paperLabel = "A previous-year paper, in the learners' library of papers";

  it('makes a mock test a paper with its board, post, year and code', async () => {
    const user = userEvent.setup();
    const fetch = fakeApi({ 'PUT /api/admin/exams/7': exam });
    renderAt(<ExamSettings exam={exam} />);
    expect(screen.queryByLabelText(/^Board or commission/)).toBeNull();
    await user.click(screen.getByLabelText(paperLabel));
    await user.type(screen.getByLabelText(/^Board or commission/), 'Kerala PSC');
    await user.type(screen.getByLabelText(/^Post/), 'LD Clerk');
    await user.type(screen.getByLabelText(/^Year/), '2019');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [body] = sent(fetch, 'PUT /api/admin/exams/7') as { paper: unknown }[];
    expect(body!.paper).toEqual({ board: 'Kerala PSC', post: 'LD Clerk', year: 2019, code: null });
  });

  it('shows a paper as it is filed, and unticked makes it a mock test again', async () => {
    const user = userEvent.setup();
    const paper = { board: 'SSC', post: 'CHSL Tier I', year: 2024, code: 'Set 1' };
    const fetch = fakeApi({ 'PUT /api/admin/exams/7': exam });
    renderAt(<ExamSettings exam={{ ...exam, paper }} />);
    expect(screen.getByLabelText(paperLabel)).toBeChecked();
    expect(screen.getByLabelText(/^Paper code/)).toHaveValue('Set 1');
    await user.click(screen.getByLabelText(paperLabel));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [body] = sent(fetch, 'PUT /api/admin/exams/7') as { paper: unknown }[];
    expect(body!.paper).toBeNull();
  });

  it('shows the server’s refusal of the paper at its fields', async () => {
    const user = userEvent.setup();
    fakeApi({
      'PUT /api/admin/exams/7': reply(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some of what you entered needs a change.',
          details: [{ field: 'paper.year', message: 'Too small: expected number to be >=1950' }],
        },
      }),
    });
    renderAt(<ExamSettings exam={exam} />);
    await user.click(screen.getByLabelText(paperLabel));
    await user.type(screen.getByLabelText(/^Board or commission/), 'Kerala PSC');
    await user.type(screen.getByLabelText(/^Post/), 'LD Clerk');
    await user.type(screen.getByLabelText(/^Year/), '1900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const group = screen.getByRole('group', { name: 'Previous-year paper' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(/1950/));
  });
});
