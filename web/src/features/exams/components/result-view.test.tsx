import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExamResult, ReviewItem } from '@pariksha/contracts/exams';
import { formatDateTime } from '@/lib/format';
import { renderAt } from '@/test/render-at';
import { ResultView } from './result-view';

const item = (n: number, key: boolean): ReviewItem => ({
  questionId: n,
  number: n,
  sectionId: 1,
  stem: `<p>Question text ${n}</p>`,
  stemMl: null,
  options: [1, 2, 3, 4].map((o) => ({ id: n * 10 + o, text: `Option ${n}.${o}`, textMl: null })),
  chosenOptionId: n * 10 + 1,
  correctOptionId: key ? n * 10 + (n === 1 ? 1 : 2) : null,
  outcome: key ? (n === 1 ? 'correct' : 'wrong') : null,
  markedForReview: false,
  explanation: key ? `Because of fact ${n}.` : null,
  explanationMl: null,
  topic: 'History',
  bookmarked: false,
  myFeedback: [],
  doubts: [],
});

const result = (reviewAvailableAt: string | null): ExamResult => {
  const key = reviewAvailableAt === null;
  return {
    attemptId: '00000000-0000-4000-8000-000000000001',
    examId: 7,
    examTitle: 'Kerala PSC Weekly Scheduled Mock',
    courseId: 2,
    kind: 'mock',
    practiceMode: null,
    status: 'submitted',
    startedAt: '2030-01-05T04:40:00.000Z',
    endedAt: '2030-01-05T05:00:00.000Z',
    score: 0.67,
    maxScore: 2,
    correct: 1,
    wrong: 1,
    unanswered: 0,
    accuracy: 50,
    timeTakenSeconds: 1200,
    rank: 3,
    rankOf: 12,
    percentile: 75,
    ranked: true,
    sections: [
      {
        sectionId: 1,
        title: 'General Studies',
        questionCount: 2,
        correct: 1,
        wrong: 1,
        unanswered: 0,
        score: 0.67,
        maxScore: 2,
        accuracy: 50,
      },
    ],
    reviewAvailableAt,
    review: [item(1, key), item(2, key)],
    distribution: { buckets: [{ from: 0, to: 2, learners: 12 }], yourBucket: 0 },
  };
};

const show = (r: ExamResult) => renderAt(<ResultView result={r} />);

describe('ResultView', () => {
  it('shows the score and figures of a scheduled test at once, and when its review opens', () => {
    const opens = '2030-01-05T06:30:15.000Z';
    show(result(opens));
    expect(screen.getByTestId('score').textContent).toBe('0.67 / 2');
    expect(screen.getByTestId('stat-correct')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-rank')).toHaveTextContent('3 of 12');
    const pending = screen.getByRole('region', { name: 'Review answers' });
    expect(pending).toHaveTextContent(
      `Answers and explanations will be shown after the test closes on ${formatDateTime(opens)}.`,
    );
    expect(within(pending).getByText(formatDateTime(opens))).toHaveAttribute('datetime', opens);
    expect(screen.queryAllByTestId('review-item')).toHaveLength(0);
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(screen.queryByText(/Question text/)).toBeNull();
  });

  it('shows every question with the correct option and explanation once the review is open', () => {
    show(result(null));
    expect(screen.queryByTestId('review-pending')).toBeNull();
    const items = screen.getAllByTestId('review-item');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('Correct answer').closest('li')).toHaveAttribute(
      'data-option-id',
      '22',
    );
    expect(within(items[1]!).getByText('Because of fact 2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wrong (1)' })).toBeInTheDocument();
  });

  it('shows a practice set without rank, percentile or distribution, and the way to practise again', () => {
    show({ ...result(null), kind: 'practice', practiceMode: 'learn', courseId: null });
    expect(screen.getByTestId('score').textContent).toBe('0.67 / 2');
    expect(screen.getByTestId('stat-correct')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-wrong')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-unanswered')).toHaveTextContent('0');
    expect(screen.getByTestId('stat-accuracy')).toHaveTextContent('50%');
    expect(screen.getByTestId('stat-time-taken')).toHaveTextContent('20 min');
    expect(screen.queryByTestId('stat-rank')).toBeNull();
    expect(screen.queryByTestId('stat-percentile')).toBeNull();
    expect(screen.queryByText(/Rank|Percentile/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Where you stand' })).toBeNull();
    const related = screen.getByRole('navigation', { name: 'Related' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Practise again']);
    expect(within(related).getByRole('link')).toHaveAttribute('href', '/practice');
    expect(screen.getAllByTestId('review-item')).toHaveLength(2);
  });
});
