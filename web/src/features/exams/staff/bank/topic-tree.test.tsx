import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { BankPage } from './bank-page';
import { bankQueries, leader, page, river, topics } from './bank-test-data';

afterEach(() => vi.unstubAllGlobals());

const open = (answers: Record<string, unknown> = {}) => {
  const api = fakeApi({
    'GET /api/admin/topics': topics,
    'GET /api/admin/bank/questions': page([leader, river]),
    ...answers,
  });
  renderAt(<BankPage />);
  return api;
};
const tree = () => screen.findByRole('navigation', { name: 'Topics' });

describe('the question bank’s topic tree', () => {
  it('nests topics under their subject, and lists a topic’s questions with its subtopics’', async () => {
    const user = userEvent.setup();
    const api = open();
    const nav = await tree();
    expect(within(nav).getByRole('button', { name: 'All questions' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const history = within(nav).getByRole('button', { name: 'History' }).closest('li')!;
    expect(within(history).getByRole('button', { name: 'Reform movements' })).toBeVisible();
    // What choosing it lists: its own question and those of its topics.
    expect(history).toHaveTextContent('3 questions');

    await user.click(within(nav).getByRole('button', { name: 'History' }));
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    await waitFor(() => expect(bankQueries(api).at(-1)).toEqual({ topicId: '1' }));

    await user.click(within(nav).getByRole('button', { name: 'Unfiled' }));
    await waitFor(() => expect(bankQueries(api).at(-1)).toEqual({ unfiled: 'true' }));
  });

  it('finds a topic by words of its path, with the topics it is under', async () => {
    const user = userEvent.setup();
    open();
    const nav = await tree();
    const find = within(nav).getByLabelText('Find a topic');
    await user.type(find, 'RENAISSANCE');
    expect(within(nav).getByRole('button', { name: 'History' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Kerala Renaissance' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Reform movements' })).toBeVisible();
    expect(within(nav).queryByRole('button', { name: 'Geography' })).toBeNull();
    await user.type(find, ' of Mars');
    expect(within(nav).getByText('No topic matches.')).toBeVisible();
  });

  it('adds a subject, and a topic under the topic chosen, but nothing under a subtopic', async () => {
    const user = userEvent.setup();
    const api = open({ 'POST /api/admin/topics': topics[0] });
    const nav = await tree();
    await user.click(within(nav).getByRole('button', { name: 'Add a subject' }));
    await user.type(within(nav).getByLabelText('Name'), 'Polity');
    await user.click(within(nav).getByRole('button', { name: 'Create' }));

    await user.click(within(nav).getByRole('button', { name: 'History' }));
    await user.click(within(nav).getByRole('button', { name: 'Add a topic under History' }));
    await user.type(within(nav).getByLabelText('Name'), 'Travancore');
    await user.click(within(nav).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(sent(api, 'POST /api/admin/topics')).toEqual([
        { name: 'Polity', nameMl: null, parentId: null },
        { name: 'Travancore', nameMl: null, parentId: 1 },
      ]),
    );

    const reform = 'History > Kerala Renaissance > Reform movements';
    await user.click(within(nav).getByRole('button', { name: 'Reform movements' }));
    expect(within(nav).getByRole('button', { name: `Rename or move ${reform}` })).toBeVisible();
    expect(within(nav).queryByRole('button', { name: new RegExp(`under ${reform}$`) })).toBeNull();
  });

  it('moves a topic only where what is under it stays within three levels', async () => {
    const user = userEvent.setup();
    const api = open({ 'PUT /api/admin/topics/2': topics[1] });
    const nav = await tree();
    await user.click(within(nav).getByRole('button', { name: 'Kerala Renaissance' }));
    await user.click(
      within(nav).getByRole('button', { name: 'Rename or move History > Kerala Renaissance' }),
    );
    const under = within(nav).getByLabelText('Goes under');
    // It has a subtopic: under a topic it would make four levels; never under its own.
    expect([...(under as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'None',
      'History',
      'Geography',
    ]);
    await user.selectOptions(under, 'Geography');
    await user.click(within(nav).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(api, 'PUT /api/admin/topics/2')).toEqual([
        { name: 'Kerala Renaissance', nameMl: null, parentId: 4, updatedAt: topics[1]!.updatedAt },
      ]),
    );
  });

  it('deletes a topic only when told to, and says what the server found under it', async () => {
    const user = userEvent.setup();
    const api = open({
      'DELETE /api/admin/topics/1': reply(409, {
        error: {
          code: 'CONFLICT',
          message: '1 subtopic(s) and 1 question(s) are under this topic: move them first',
          details: { dependents: { subtopics: 1, questions: 1 } },
        },
      }),
    });
    const nav = await tree();
    await user.click(within(nav).getByRole('button', { name: 'History' }));
    await user.click(within(nav).getByRole('button', { name: 'Delete History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Delete the topic “History”?');
    expect(sent(api, 'DELETE /api/admin/topics/1')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(nav).findByRole('alert')).toHaveTextContent(
      '1 subtopic(s) and 1 question(s) are under this topic: move them first',
    );
    expect(sent(api, 'DELETE /api/admin/topics/1')).toHaveLength(1);
  });
});
