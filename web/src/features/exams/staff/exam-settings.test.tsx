import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminExam } from '@pariksha/contracts/exams-staff';
import { fakeApi, sent } from '@/test/fake-api';
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
