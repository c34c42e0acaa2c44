import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ExamListItem } from '@pariksha/contracts/exams';
import { examListItem } from '../lib/exam-fixture';
import { ExamCard } from './exam-card';

const base = examListItem;

const show = (exam: Partial<ExamListItem>) =>
  render(
    <MemoryRouter>
      <ExamCard exam={{ ...base, ...exam }} />
    </MemoryRouter>,
  );

describe('ExamCard', () => {
  it('offers Start for an open test, with the Demo badge', () => {
    show({});
    expect(screen.getByText('Demo')).toBeInTheDocument();
    expect(screen.getByText('Not started')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start test' })).toHaveAttribute(
      'href',
      '/instructions/7',
    );
  });

  it('shows a locked test without Start, saying why and where to get access', () => {
    show({ locked: true });
    expect(screen.queryByRole('link', { name: 'Start test' })).toBeNull();
    expect(screen.getByText(/Locked: for enrolled learners/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'How to get access' })).toHaveAttribute(
      'href',
      '/courses/2',
    );
  });

  it('marks a free preview of a restricted course', () => {
    show({ preview: true });
    expect(screen.getByText('Free preview')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start test' })).toBeVisible();
  });

  it('shows the window of a scheduled test and cannot start it before it opens', () => {
    show({
      opensAt: '2030-01-05T04:30:00.000Z',
      closesAt: '2030-01-05T06:30:00.000Z',
      availability: 'upcoming',
    });
    expect(screen.getByText(/Scheduled:/).parentElement!.textContent).toMatch(
      /opens .*2030.* · closes .*2030/,
    );
    expect(screen.queryByRole('link', { name: 'Start test' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Not open yet' })).toBeDisabled();
  });

  it('cannot start a closed test', () => {
    show({ closesAt: '2020-01-05T06:30:00.000Z', availability: 'closed' });
    expect(screen.getByRole('button', { name: 'Closed' })).toBeDisabled();
  });

  it('resumes a test in progress', () => {
    show({
      attempt: {
        status: 'in_progress',
        attemptsUsed: 1,
        attemptId: 'a1',
        deadline: '2030-01-05T06:30:00.000Z',
      },
    });
    expect(screen.getByRole('link', { name: 'Resume test' })).toHaveAttribute(
      'href',
      '/exampage/7/a1',
    );
  });

  it('shows the score of a finished test and its result', () => {
    show({
      attemptsUsed: 2,
      maxAttempts: 2,
      attempt: {
        status: 'finished',
        attemptsUsed: 2,
        latestAttemptId: 'a2',
        latestScore: 12.67,
        bestScore: 14,
        maxScore: 30,
      },
    });
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(screen.getByText(/Score/).textContent).toContain('12.67 / 30');
    expect(screen.getByRole('link', { name: 'View result' })).toHaveAttribute(
      'href',
      '/examresult/7/a2',
    );
    expect(screen.queryByRole('link', { name: 'Retake' })).toBeNull(); // both attempts used
  });
});
