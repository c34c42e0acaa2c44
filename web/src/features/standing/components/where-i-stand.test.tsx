import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Leaderboard, Standing } from '@pariksha/contracts/progress';
import { i18n } from '@/lib/i18n';
import { fakeApi, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { WhereIStand } from './where-i-stand';

afterEach(() => vi.unstubAllGlobals());

const topic = (
  id: number,
  parentId: number | null,
  name: string,
  answered: number,
  correct: number,
) => ({
  id,
  parentId,
  name,
  nameMl: name === 'History' ? 'ചരിത്രം' : null,
  answered,
  correct,
  accuracy: Math.round((1000 * correct) / answered) / 10,
  tooFew: answered < 10,
});
const point = (n: number, percent: number) => ({
  attemptId: `00000000-0000-4000-8000-00000000000${n}`,
  examId: n,
  title: `Model exam ${n}`,
  kind: 'mock' as const,
  endedAt: `2026-11-0${n}T10:00:00.000Z`,
  score: percent / 10,
  maxScore: 10,
  percent,
});
const standing: Standing = {
  answered: 24,
  correct: 14,
  topics: [
    topic(1, null, 'History', 24, 14),
    topic(2, 1, 'Renaissance', 22, 13),
    topic(3, 1, 'Kings', 2, 1),
  ],
  weakTopicIds: [2],
  trend: [point(1, 40), point(2, 65), point(3, 80)],
  pace: [
    {
      attemptId: point(3, 80).attemptId,
      examId: 3,
      title: 'Model exam 3',
      endedAt: '2026-11-03T10:00:00.000Z',
      secondsPerQuestion: 42.5,
      topSecondsPerQuestion: 30,
      takers: 120,
      topTakers: 12,
    },
  ],
};
const board: Leaderboard = {
  level: { id: 7, name: 'LDC', nameMl: null },
  week: '2026-11-30',
  startsAt: '2026-11-29T18:30:00.000Z',
  endsAt: '2026-12-06T18:30:00.000Z',
  ranked: 2,
  entries: [
    { place: 1, name: 'Meera', points: 180, tests: 2, seconds: 900, you: false },
    { place: 2, name: 'Arun', points: 95.5, tests: 1, seconds: 600, you: false },
  ],
  you: { place: 2, points: 120, tests: 2, seconds: 800, shown: false },
};

function show(data: Standing = standing) {
  const fetch = fakeApi({
    '/api/progress/standing': data,
    '/api/progress/levels/7/leaderboard': board,
    'POST /api/practice/sets': {
      attemptId: '11111111-1111-4111-8111-111111111111',
      examId: 99,
      startedAt: '2026-11-03T10:00:00.000Z',
      deadline: '2026-11-10T10:00:00.000Z',
      created: true,
    },
  });
  const view = renderAt(
    { '/p': <WhereIStand levelId={7} />, '/exampage/:id/:a': <p>exam page</p> },
    '/p',
  );
  return { fetch, ...view };
}

describe('where I stand', () => {
  it('describes the score trend for screen readers and shows it as a table on demand', async () => {
    show();
    const chart = await screen.findByRole('img', { name: /mock test and paper scores/ });
    expect(chart).toHaveAccessibleName(
      'Your mock test and paper scores, oldest to newest 3 tests, oldest to newest: first 40 %, latest 80 %, best 80 %, lowest 40 %.',
    );
    await userEvent.click(screen.getByText('Show the scores as a table'));
    const table = within(screen.getByRole('region', { name: /oldest to newest/ }));
    const row = table.getByRole('rowheader', { name: 'Model exam 2' }).closest('tr')!;
    expect(row).toHaveTextContent('65 % (6.5/10)');
    expect(table.getAllByRole('row')).toHaveLength(4);
  });

  it('gives each topic its count of answers, and marks a figure of too few answers', async () => {
    show();
    // The section and the table's scrolling box both bear the section's title.
    const region = (await screen.findAllByRole('region', { name: 'Accuracy by topic' })).at(-1)!;
    const rows = within(region).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['24', '58.3 %'],
      ['22', '59.1 %'],
      ['2', '50 %(too few answers)'],
    ]);
  });

  it('starts a practice set of a weak topic and opens it', async () => {
    const { fetch, router } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Practise Renaissance now' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/exampage/99/11111111-1111-4111-8111-111111111111',
      ),
    );
    expect(sent(fetch, 'POST /api/practice/sets')).toEqual([
      { topicIds: [2], count: 10, mode: 'learn' },
    ]);
  });

  it("lists the week's board and says the place of a learner who does not appear", async () => {
    show();
    expect(await screen.findByText('Meera')).toBeVisible();
    expect(screen.getByTestId('own-place')).toHaveTextContent(
      'You would be in place 2 with 120 points from 2 tests. You do not appear on the leaderboard.',
    );
    expect(
      screen.getByRole('link', { name: 'Choose whether and how you appear on leaderboards' }),
    ).toHaveAttribute('href', '/profile#leaderboard');
  });

  it('says in Malayalam where there is nothing yet', async () => {
    await i18n.changeLanguage('ml');
    show({
      ...standing,
      answered: 0,
      correct: 0,
      topics: [],
      weakTopicIds: [],
      trend: [],
      pace: [],
    });
    expect(await screen.findByText(/ഇപ്പോൾ കാണിക്കാൻ ഒന്നുമില്ല/)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'പ്രതിവാര ലീഡർബോർഡ്' })).toBeVisible();
    await i18n.changeLanguage('en');
  });
});
