import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckedAnswer } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { fakeApi, reply } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { CheckFeedback } from './check-feedback';

const checked = (over: Partial<CheckedAnswer> = {}): CheckedAnswer => ({
  questionId: 5,
  optionId: 52,
  correctOptionId: 51,
  outcome: 'wrong',
  explanation: 'Because of the Treaty.',
  explanationMl: null,
  bookmarked: true,
  myFeedback: [],
  doubts: [{ text: 'Which treaty?', answer: 'Of Mangalore.', answeredAt: '2030-01-01T00:00:00Z' }],
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('a checked question', () => {
  it('shows answered doubts under its explanation, and what is bookmarked', () => {
    fakeApi({});
    renderAt(
      <CheckFeedback
        checked={checked()}
        correctKey="A"
        language="en"
        focus={false}
        subject="Question 1"
      />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Wrong answer — the correct answer is option A',
    );
    expect(screen.getByRole('region', { name: 'A doubt answered' })).toHaveTextContent(
      'Doubt: Which treaty?Answer: Of Mangalore.',
    );
    expect(screen.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Ask a doubt' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Report an error' })).toBeVisible();
  });

  it('takes a bookmark off, and puts it back when the server refuses', async () => {
    fakeApi({ [`DELETE ${practiceUrl.bookmark(5)}`]: reply(503, {}) });
    renderAt(
      <CheckFeedback
        checked={checked()}
        correctKey="A"
        language="en"
        focus={false}
        subject="Question 1"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bookmarked' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
