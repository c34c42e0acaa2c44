import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Exam } from '@pariksha/contracts/exams';
import { createQueryClient } from '@/lib/query-client';
import { examListItem } from '../lib/exam-fixture';
import { localDateTime } from '../lib/format';
import { InstructionsView } from './instructions-view';

const base: Exam = {
  ...examListItem,
  instructions: '<p>Answer every question.</p>',
  sections: [{ id: 1, title: 'General Studies', questionCount: 30 }],
};

const show = (exam: Partial<Exam>) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <InstructionsView exam={{ ...base, ...exam }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('InstructionsView', () => {
  it('says up front that a scheduled test shows its answers only after it closes', () => {
    const closesAt = '2030-01-05T06:30:00.000Z';
    show({ opensAt: '2030-01-05T04:30:00.000Z', closesAt });
    expect(screen.getByTestId('review-timing')).toHaveTextContent(
      'Your score is shown when you submit; the answers and explanations after the test closes ' +
        `on ${localDateTime(closesAt)}.`,
    );
  });

  it('says nothing of the kind for a practice test', () => {
    show({});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(base.title);
    expect(screen.queryByTestId('review-timing')).toBeNull();
  });
});
