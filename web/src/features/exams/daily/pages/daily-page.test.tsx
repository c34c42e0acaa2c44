import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DailyQuiz, DailyToday, Leaderboard } from '@pariksha/contracts/daily';
import { dailyUrl } from '@pariksha/contracts/daily-paths';
import { i18n } from '@/lib/i18n';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import DailyPage from './daily-page';

const ATTEMPT = '6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e';
const level = { id: 3, name: '10th Level', nameMl: 'പത്താം ക്ലാസ് നിലവാരം' };

const quiz = (q: Partial<DailyQuiz> = {}): DailyQuiz => ({
  examId: 70,
  day: '2026-12-02',
  level,
  questionCount: 10,
  durationSeconds: 600,
  opensAt: '2026-12-02T00:30:00.000Z',
  closesAt: '2026-12-02T18:30:00.000Z',
  status: 'open',
  mine: null,
  takers: 4,
  ...q,
});

const today = (d: Partial<DailyToday> = {}): DailyToday => ({
  serverNow: '2026-12-02T05:00:00.000Z',
  day: '2026-12-02',
  opensAt: '2026-12-02T00:30:00.000Z',
  closesAt: '2026-12-02T18:30:00.000Z',
  level,
  quiz: quiz(),
  streak: { current: 2, best: 5, takenToday: false },
  ...d,
});

const board: Leaderboard = {
  examId: 70,
  day: '2026-12-02',
  takers: 30,
  entries: [
    { place: 1, name: 'Asha', score: 10, timeTakenSeconds: 95, you: false },
    { place: 2, name: 'Bindu', score: 9.67, timeTakenSeconds: 120, you: false },
  ],
  mine: { place: 12, name: null, score: 6, timeTakenSeconds: 300, you: true },
};

function show(t: DailyToday, days: DailyQuiz[] = [], start: unknown = undefined) {
  const fetch = fakeApi({
    [`GET ${dailyUrl.today()}`]: t,
    [`GET ${dailyUrl.days()}`]: days,
    [`GET ${dailyUrl.leaderboard(70)}`]: board,
    [`GET ${dailyUrl.leaderboard(69)}`]: { ...board, examId: 69, day: '2026-12-01' },
    [`POST ${dailyUrl.start()}`]: start ?? {
      attemptId: ATTEMPT,
      examId: 70,
      startedAt: new Date().toISOString(),
      deadline: new Date().toISOString(),
      serverNow: new Date().toISOString(),
      created: true,
    },
  });
  const rendered = renderAt(
    {
      '/daily': <DailyPage />,
      '/exampage/:id/:attemptId': <p>The exam page</p>,
      '/profile': <p>The profile</p>,
    },
    '/daily',
  );
  return { fetch, ...rendered };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the day’s quiz page', () => {
  it('starts today’s quiz on the exam screen, beside the streak and the leaderboard', async () => {
    const { fetch, router } = show(today());
    expect(await screen.findByRole('heading', { level: 1, name: "The day's quiz" })).toBeVisible();
    expect(
      await screen.findByText(/10 questions · 10 minutes · \+1 for a right answer/),
    ).toBeVisible();
    expect(screen.getByTestId('streak-current')).toHaveTextContent('2 days');
    expect(screen.getByTestId('streak-best')).toHaveTextContent('5 days');
    // The named places, then the learner's own, unnamed, below them.
    const table = await screen.findByRole('table', { name: /Leaderboard of/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1Asha101:35', '2Bindu9.672:00', '12You65:00']);
    await userEvent.click(screen.getByRole('button', { name: "Take today's quiz" }));
    expect(await screen.findByText('The exam page')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/exampage/70/${ATTEMPT}`);
    expect(sent(fetch, `POST ${dailyUrl.start()}`)).toHaveLength(1);
  });

  it('shows the score once taken, and past days with their results, answers and leaderboards', async () => {
    const taken = quiz({
      mine: {
        attemptId: ATTEMPT,
        status: 'submitted',
        score: 7.67,
        maxScore: 10,
        correct: 8,
        wrong: 1,
        timeTakenSeconds: 200,
      },
    });
    show(today({ quiz: taken, streak: { current: 3, best: 5, takenToday: true } }), [
      quiz({ examId: 69, day: '2026-12-01', status: 'closed' }),
    ]);
    expect(await screen.findByTestId('daily-score')).toHaveTextContent('7.67');
    expect(screen.getByRole('link', { name: 'See your result' })).toHaveAttribute(
      'href',
      `/examresult/70/${ATTEMPT}`,
    );
    const past = await screen.findByTestId('daily-past');
    expect(within(past).getByText('Not taken')).toBeVisible();
    expect(within(past).getByRole('link', { name: /Answers of the quiz of/ })).toHaveAttribute(
      'href',
      '/daily/69/answers',
    );
    const toggle = within(past).getByRole('button', { name: 'Leaderboard' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(past).findByRole('table')).toBeVisible();
  });

  it('says when today’s quiz opens', async () => {
    show(today({ quiz: null, serverNow: '2026-12-01T23:00:00.000Z' }));
    expect(await screen.findByTestId('daily-upcoming')).toHaveTextContent(/opens at/);
  });

  it('sends a learner without a level to their profile', async () => {
    const { router } = show(today({ level: null, quiz: null }));
    await userEvent.click(await screen.findByRole('link', { name: 'Choose your level' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('says why a start was refused', async () => {
    show(today(), [], reply(409, { error: { code: 'EXAM_NOT_OPEN', message: 'Closed' } }));
    await userEvent.click(await screen.findByRole('button', { name: "Take today's quiz" }));
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
