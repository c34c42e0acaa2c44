import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fakeApi, reply, sent, type Call } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { FeedbackPage } from './feedback-page';
import { decided, doubt, leader, page, river, wrongKey } from './feedback-test-data';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/admin/feedback';
const leaderText = 'Who led the Vaikom Satyagraha in 1924?';

/** The queries the list was asked with, in order. */
const queries = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls
    .map(([input]) => new URL(input, 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/feedback')
    .map((u) => Object.fromEntries(u.searchParams));

/** A question's group, named by its stem. */
const groupOf = (stem: string) => screen.findByRole('listitem', { name: stem });
const entryOf = (group: HTMLElement, text: RegExp) => within(group).getByText(text).closest('li')!;

describe('the doubts and reports', () => {
  it('lists the open ones by question: its stem, topic and counts, and each one as sent; more on request', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [LIST]: ({ url }: Call) =>
        url.searchParams.get('page') === '2' ? page([river]) : page([leader], 2),
    });
    renderAt(<FeedbackPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Doubts and reports' }),
    ).toBeVisible();
    const group = await groupOf(leaderText);
    // The stem as learners read it: its markup kept, sanitised.
    expect(within(group).getByText('Vaikom').tagName).toBe('B');
    expect(group).toHaveTextContent('History > Kerala Renaissance');
    const counts = within(group).getByRole('list', {
      name: 'Doubts and reports on this question',
    });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['1 doubt', '1 wrong key']);
    const asked = entryOf(group, /Why is B wrong/);
    expect(asked).toHaveTextContent('Doubt');
    expect(asked).toHaveTextContent('Open');
    expect(asked).toHaveTextContent(/Anjali, Nov 21, 2026/);
    // Line breaks kept as written.
    expect(within(asked).getByText(/Why is B wrong/).textContent).toBe(doubt.text);
    expect(within(asked).getByRole('button', { name: 'Send answer' })).toBeVisible();
    expect(
      within(asked).getByText(
        "Every learner who reads this question's explanation will see this answer.",
      ),
    ).toBeVisible();
    const report = entryOf(group, /The key should be C/);
    expect(report).toHaveTextContent('Wrong key');
    expect(within(report).getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(within(report).getByRole('button', { name: 'Reject' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const more = await groupOf('Which is the longest river in Kerala?');
    expect(more).toHaveTextContent('No topic');
    expect(more).toHaveTextContent('1 wrong translation');
    expect(more).toHaveTextContent('Wrong translation (Malayalam)');
    expect(more).toHaveTextContent('Deleted account');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(queries(api)).toEqual([
      { status: 'open', page: '1' },
      { status: 'open', page: '2' },
    ]);
  });

  it('answers a doubt for every learner, shows the answer and reads the list again', async () => {
    const user = userEvent.setup();
    let answered = false;
    const api = fakeApi({
      // Once answered, the doubt is no longer open: the list leaves it out.
      [LIST]: () => page([{ ...leader, items: answered ? [wrongKey] : [doubt, wrongKey] }]),
      'PUT /api/admin/feedback/31': ({ body }: Call) => {
        answered = true;
        return decided(doubt, 'answered', (body as { answer: string }).answer);
      },
    });
    renderAt(<FeedbackPage />);
    const asked = entryOf(await groupOf(leaderText), /Why is B wrong/);
    await user.type(
      within(asked).getByLabelText('Answer'),
      'T. K. Madhavan led it.{enter}Ayyankali led the Villuvandi Samaram.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Send answer' }));

    expect(
      await within(asked).findByText(
        'Answer sent. Every learner now reads it under the explanation.',
      ),
    ).toBeVisible();
    expect(sent(api, 'PUT /api/admin/feedback/31')).toEqual([
      {
        status: 'answered',
        answer: 'T. K. Madhavan led it.\nAyyankali led the Villuvandi Samaram.',
      },
    ]);
    await vi.waitFor(() => expect(queries(api)).toHaveLength(2));
    // Still in sight after the list is read again, with its new status and answer.
    expect(asked).toBeInTheDocument();
    expect(asked).toHaveTextContent('Answered');
    expect(asked).toHaveTextContent(/Answered Nov 22, 2026/);
    expect(within(asked).getByText(/T\. K\. Madhavan led it\./).textContent).toBe(
      'T. K. Madhavan led it.\nAyyankali led the Villuvandi Samaram.',
    );
    expect(within(asked).queryByRole('button', { name: 'Send answer' })).toBeNull();
    // Focus stays in the entry: on the way to change the answer, then on the answer to change.
    const change = within(asked).getByRole('button', { name: 'Change the answer' });
    expect(change).toHaveFocus();
    await user.click(change);
    expect(within(asked).getByLabelText('Answer')).toHaveFocus();
    expect(within(asked).getByLabelText('Answer')).toHaveValue(
      'T. K. Madhavan led it.\nAyyankali led the Villuvandi Samaram.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(within(asked).getByRole('button', { name: 'Change the answer' })).toHaveFocus();
  });

  it('accepts or rejects a report with a reply to its sender', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [LIST]: page([leader, river]),
      'PUT /api/admin/feedback/30': ({ body }: Call) =>
        decided(wrongKey, 'rejected', (body as { answer: string }).answer),
      'PUT /api/admin/feedback/40': ({ body }: Call) =>
        decided(river.items[0]!, 'accepted', (body as { answer: string }).answer),
    });
    renderAt(<FeedbackPage />);
    const report = entryOf(await groupOf(leaderText), /The key should be C/);
    expect(
      within(report).getByText('Only the learner who sent this report reads your reply.'),
    ).toBeVisible();
    await user.type(
      within(report).getByLabelText('Reply to the learner'),
      'A is right: see the 1924 records.',
    );
    await user.click(within(report).getByRole('button', { name: 'Reject' }));
    expect(await within(report).findByText('Report rejected; your reply is sent.')).toBeVisible();
    expect(report).toHaveTextContent('Rejected');
    expect(report).toHaveTextContent('A is right: see the 1924 records.');

    const translation = entryOf(
      await groupOf('Which is the longest river in Kerala?'),
      /സമരം is not Satyagraha/,
    );
    await user.type(
      within(translation).getByLabelText('Reply to the learner'),
      'Mended, thank you.',
    );
    await user.click(within(translation).getByRole('button', { name: 'Accept' }));
    expect(
      await within(translation).findByText('Report accepted; your reply is sent.'),
    ).toBeVisible();
    expect(sent(api, 'PUT /api/admin/feedback/30')).toEqual([
      { status: 'rejected', answer: 'A is right: see the 1924 records.' },
    ]);
    expect(sent(api, 'PUT /api/admin/feedback/40')).toEqual([
      { status: 'accepted', answer: 'Mended, thank you.' },
    ]);
  });

  it('says what the server refused, the answer kept to mend', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [LIST]: page([leader]),
      // An answer of spaces only: the contract trims it to nothing.
      'PUT /api/admin/feedback/31': reply(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'answer: Enter a value',
          details: [{ field: 'answer', message: 'Enter a value' }],
        },
      }),
    });
    renderAt(<FeedbackPage />);
    const asked = entryOf(await groupOf(leaderText), /Why is B wrong/);
    await user.type(within(asked).getByLabelText('Answer'), '   ');
    await user.click(within(asked).getByRole('button', { name: 'Send answer' }));
    const alert = await within(asked).findByRole('alert');
    expect(alert).toHaveTextContent('Some of what you entered needs a change.');
    expect(alert).toHaveTextContent('Enter a value');
    expect(sent(api, 'PUT /api/admin/feedback/31')).toEqual([
      { status: 'answered', answer: '   ' },
    ]);
    expect(asked).toHaveTextContent('Open');
    expect(within(asked).getByLabelText('Answer')).toHaveValue('   ');
  });

  it('says when nothing is open, and when nothing matches the filters it asks with', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [LIST]: page([]) });
    renderAt(<FeedbackPage />);
    expect(await screen.findByText('No open doubts or reports.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Wrong key');
    await user.selectOptions(screen.getByLabelText('Status'), 'Any status');
    expect(await screen.findByText('No doubts or reports match.')).toBeVisible();
    expect(queries(api).at(-1)).toEqual({ kind: 'wrong_key', page: '1' });
  });

  it('speaks Malayalam', async () => {
    fakeApi({ [LIST]: page([leader]) });
    await act(() => i18n.changeLanguage('ml'));
    try {
      renderAt(<FeedbackPage />);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'സംശയങ്ങളും റിപ്പോർട്ടുകളും' }),
      ).toBeVisible();
      const group = await groupOf(leaderText);
      expect(group).toHaveTextContent('1 സംശയം');
      expect(group).toHaveTextContent('1 ഉത്തരസൂചികാപ്പിഴവ്');
      expect(within(group).getByRole('button', { name: 'മറുപടി അയയ്ക്കുക' })).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
