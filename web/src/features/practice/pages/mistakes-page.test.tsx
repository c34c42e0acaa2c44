import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mistakes } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { i18n } from '@/lib/i18n';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import MistakesPage from './mistakes-page';

const ATTEMPT = '6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const mistakes: Mistakes = {
  total: 3,
  topics: [
    {
      id: 2,
      name: 'Kerala Renaissance',
      nameMl: 'കേരള നവോത്ഥാനം',
      path: 'History > Kerala Renaissance',
      count: 2,
    },
    { id: 5, name: 'Rivers', nameMl: null, path: 'Geography > Rivers', count: 1 },
  ],
  questions: [
    {
      questionId: 11,
      stem: '<p>Who led the <b>Vaikom</b> Satyagraha?</p>',
      stemMl: null,
      topicId: 2,
      lastAnsweredAt: hoursAgo(2),
      rightInRow: 0,
    },
    {
      questionId: 12,
      stem: '<p>Longest river of Kerala?</p>',
      stemMl: null,
      topicId: 5,
      lastAnsweredAt: hoursAgo(5),
      rightInRow: 1,
    },
    {
      questionId: 13,
      stem: '<p>Founder of SNDP?</p>',
      stemMl: null,
      topicId: 2,
      lastAnsweredAt: hoursAgo(30),
      rightInRow: 0,
    },
  ],
};

function show(data: Mistakes, start: unknown = undefined) {
  const fetch = fakeApi({
    [`GET ${practiceUrl.mistakes()}`]: data,
    [`POST ${practiceUrl.sets()}`]: start ?? {
      attemptId: ATTEMPT,
      examId: 91,
      startedAt: new Date().toISOString(),
      deadline: new Date().toISOString(),
      serverNow: new Date().toISOString(),
      created: true,
    },
  });
  const rendered = renderAt(
    { '/practice/mistakes': <MistakesPage />, '/exampage/:id/:attemptId': <p>The exam page</p> },
    '/practice/mistakes',
  );
  return { fetch, ...rendered };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('my mistakes', () => {
  it('lists them by topic, each question shortly with when it was answered', async () => {
    show(mistakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'My mistakes' })).toBeVisible();
    expect(
      screen.getByText(/It is cleared once you answer it right 2 times running\./),
    ).toBeVisible();
    const topics = await screen.findAllByTestId('mistake-topic');
    expect(topics).toHaveLength(2);
    expect(within(topics[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Kerala Renaissance',
    );
    expect(topics[0]).toHaveTextContent('2 mistakes');
    expect(topics[0]).toHaveTextContent('History > Kerala Renaissance');
    const rows = within(topics[0]!).getAllByTestId('mistake');
    // The stem as text, never as markup.
    expect(rows[0]).toHaveTextContent('Who led the Vaikom Satyagraha?Answered wrong 2 hours ago');
    expect(within(topics[1]!).getByTestId('mistake')).toHaveTextContent(
      'Longest river of Kerala?Answered right 5 hours agoone more right answer clears it',
    );
  });

  it('practises all of them, or one topic, in learn mode unless told otherwise', async () => {
    const { fetch, router } = show(mistakes);
    const form = await screen.findByRole('form', { name: 'Practise my mistakes' });
    const which = within(form).getByRole('combobox', { name: 'Which mistakes' });
    expect(
      within(which)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All my mistakes (3)', 'Kerala Renaissance (2)', 'Rivers (1)']);
    await userEvent.selectOptions(which, 'Rivers (1)');
    await userEvent.click(within(form).getByRole('radio', { name: '5' }));
    expect(within(form).getByRole('radio', { name: 'Learn' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Practise my mistakes' }));
    expect(await screen.findByText('The exam page')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/exampage/91/${ATTEMPT}`);
    expect(sent(fetch, `POST ${practiceUrl.sets()}`)).toEqual([
      { from: 'mistakes', topicIds: [5], count: 5, mode: 'learn' },
    ]);
  });

  it('says so when nothing of them can be drawn', async () => {
    show(
      mistakes,
      reply(409, { error: { code: 'NOTHING_TO_PRACTISE', message: 'No mistake to practise' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Practise my mistakes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No mistake to practise here: each one you got wrong is now right twice running.',
    );
  });

  it('tells a new learner how mistakes arrive, in Malayalam too', async () => {
    show({ total: 0, topics: [], questions: [] });
    expect(await screen.findByText('No mistakes to practise.')).toBeVisible();
    expect(
      screen.getByText(/it comes here until you answer it right 2 times running/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Practise by topic' })).toHaveAttribute(
      'href',
      '/practice',
    );
    expect(screen.queryByRole('form')).toBeNull();
    await i18n.changeLanguage('ml');
    expect(await screen.findByText('പരിശീലിക്കാൻ തെറ്റുകളൊന്നുമില്ല.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'എന്റെ തെറ്റുകൾ' })).toBeVisible();
  });
});
