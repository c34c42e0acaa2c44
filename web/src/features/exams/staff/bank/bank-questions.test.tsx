import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fakeApi, sent, type Call } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { BankPage } from './bank-page';
import { bankQueries, leader, page, river, topics } from './bank-test-data';

afterEach(() => vi.unstubAllGlobals());

const leaderText = 'Who led the Vaikom Satyagraha in 1924?';

describe('the question bank’s list', () => {
  it('shows each question as text, where it is filed and from, and the papers it is on; more on request', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/topics': topics,
      'GET /api/admin/bank/questions': ({ url }: Call) =>
        url.searchParams.get('before') === '11' ? page([river]) : page([leader], 11),
    });
    renderAt(<BankPage />);
    const item = (await screen.findByText(leaderText)).closest('li')!;
    expect(item).toHaveTextContent(
      'History > Kerala Renaissance · Medium · Kerala PSC LDC 2019, booklet A, Q 17',
    );
    expect(
      within(item).getByRole('link', { name: 'Vaikom Satyagraha — quick test' }),
    ).toHaveAttribute('href', '/admin/exams/7');
    expect(item).toHaveTextContent('(3 attempts)');
    expect(screen.queryByText('Which is the longest river in Kerala?')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const more = (await screen.findByText('Which is the longest river in Kerala?')).closest('li')!;
    expect(more).toHaveTextContent('No topic');
    expect(more).toHaveTextContent('On no paper yet.');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(bankQueries(api)).toEqual([{}, { before: '11' }]);
  });

  it('narrows the list by words and difficulty, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/topics': topics,
      'GET /api/admin/bank/questions': ({ url }: Call) =>
        page(url.searchParams.has('q') ? [] : [leader]),
    });
    renderAt(<BankPage />);
    await screen.findByText(leaderText);
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Hard');
    await user.type(screen.getByLabelText('Words of the question or its source'), 'Pamba');
    expect(await screen.findByText('No question matches.')).toBeVisible();
    expect(bankQueries(api).at(-1)).toEqual({ q: 'Pamba', difficulty: 'hard' });
  });

  it('says when a topic has no questions yet', async () => {
    fakeApi({ 'GET /api/admin/topics': [], 'GET /api/admin/bank/questions': page([]) });
    renderAt(<BankPage />);
    expect(await screen.findByText('No questions here yet.')).toBeVisible();
    expect(screen.getByText('No topics yet: add a subject.')).toBeVisible();
  });

  it('files the ticked questions under the topic chosen', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/topics': topics,
      'GET /api/admin/bank/questions': page([leader, river]),
      'PUT /api/admin/bank/questions/topic': ({ body }: Call) => ({
        moved: (body as { ids: number[] }).ids.length,
      }),
    });
    renderAt(<BankPage />);
    const fileUnder = await screen.findByRole('button', { name: 'File under…' });
    expect(fileUnder).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: leaderText }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Which is the longest river in Kerala?' }),
    );
    expect(screen.getByText('2 questions ticked')).toBeVisible();
    await user.click(fileUnder);
    const topic = screen.getByLabelText('Topic to file the ticked questions under');
    expect(
      within(topic)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'No topic',
      'History',
      'History > Kerala Renaissance',
      'History > Kerala Renaissance > Reform movements',
      'Geography',
    ]);
    await user.selectOptions(topic, 'Geography');
    await user.click(screen.getByRole('button', { name: 'File 2 questions' }));
    expect(await screen.findByText('2 questions filed.')).toBeVisible();
    expect(sent(api, 'PUT /api/admin/bank/questions/topic')).toEqual([
      { ids: [11, 10], topicId: 4 },
    ]);
    expect(screen.getByText('0 questions ticked')).toBeVisible();
  });

  it('speaks Malayalam, topics by their Malayalam names', async () => {
    fakeApi({
      'GET /api/admin/topics': [{ ...topics[0]!, nameMl: 'ചരിത്രം' }],
      'GET /api/admin/bank/questions': page([river]),
    });
    await act(() => i18n.changeLanguage('ml'));
    try {
      renderAt(<BankPage />);
      const nav = await screen.findByRole('navigation', { name: 'വിഷയങ്ങൾ' });
      expect(within(nav).getByRole('button', { name: 'ചരിത്രം' })).toBeVisible();
      expect(await screen.findByText('ഇതുവരെ ഒരു പരീക്ഷയിലുമില്ല.')).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
