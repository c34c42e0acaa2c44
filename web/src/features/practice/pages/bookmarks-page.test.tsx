import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bookmark } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { i18n } from '@/lib/i18n';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import BookmarksPage from './bookmarks-page';

const bookmark = (n: number): Bookmark => ({
  questionId: n,
  stem: `<p>Bookmarked question ${n}</p>`,
  stemMl: n === 1 ? '<p>ബുക്ക്മാർക്ക് ചോദ്യം 1</p>' : null,
  topic: 'History > Kerala Renaissance',
  bookmarkedAt: new Date(Date.now() - n * 60_000).toISOString(),
});
const page = (items: Bookmark[], total = items.length, next: number | null = null) =>
  reply(200, { data: items, meta: { total, next } });

function show(answers: Record<string, unknown>, at = '/practice/bookmarks') {
  const fetch = fakeApi(answers);
  const rendered = renderAt(
    { '/practice/bookmarks': <BookmarksPage />, '/exampage/:id/:attemptId': <p>The exam page</p> },
    at,
  );
  return { fetch, ...rendered };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('my bookmarks', () => {
  it('lists them newest first, and practises them', async () => {
    const { fetch } = show({
      [`GET ${practiceUrl.bookmarks(1)}`]: page([bookmark(1), bookmark(2)]),
      [`POST ${practiceUrl.sets()}`]: {
        attemptId: '6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e',
        examId: 91,
        startedAt: new Date().toISOString(),
        deadline: new Date().toISOString(),
        serverNow: new Date().toISOString(),
        created: true,
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 bookmarked questions' }),
    ).toBeVisible();
    const items = screen.getAllByTestId('bookmark');
    expect(items[0]).toHaveTextContent(
      'Bookmarked question 1History > Kerala RenaissanceBookmarked 1 minute ago',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Practise bookmarks' }));
    expect(await screen.findByText('The exam page')).toBeVisible();
    expect(sent(fetch, `POST ${practiceUrl.sets()}`)).toEqual([
      { from: 'bookmarks', count: 10, mode: 'learn' },
    ]);
  });

  it('removes one at once, and brings it back with a message when the server refuses', async () => {
    let refuse = true;
    show({
      [`GET ${practiceUrl.bookmarks(1)}`]: () =>
        page(refuse ? [bookmark(1), bookmark(2)] : [bookmark(1)]),
      [`DELETE ${practiceUrl.bookmark(2)}`]: () =>
        refuse ? reply(500, {}) : { questionId: 2, bookmarked: false },
    });
    // Refused, the list is read again with both; once removed, with one.
    await screen.findAllByTestId('bookmark');
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove the bookmark of Bookmarked question 2' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getAllByTestId('bookmark')).toHaveLength(2);

    refuse = false;
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove the bookmark of Bookmarked question 2' }),
    );
    expect(screen.getAllByTestId('bookmark')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: '1 bookmarked question' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bookmark removed.'));
  });

  it('goes page by page', async () => {
    show(
      {
        [`GET ${practiceUrl.bookmarks(2)}`]: page([bookmark(51)], 51, null),
      },
      '/practice/bookmarks?page=2',
    );
    const pages = await screen.findByRole('navigation', { name: 'Pages of bookmarks' });
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(within(pages).getByRole('link', { name: 'Newer' })).toHaveAttribute(
      'href',
      '/practice/bookmarks',
    );
    expect(within(pages).queryByRole('link', { name: 'Older' })).toBeNull();
  });

  it('says how to bookmark when there are none, in Malayalam', async () => {
    await i18n.changeLanguage('ml');
    show({ [`GET ${practiceUrl.bookmarks(1)}`]: page([]) });
    expect(await screen.findByText('ഇതുവരെ ബുക്ക്മാർക്കുകളൊന്നുമില്ല.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'ബുക്ക്മാർക്കുകൾ' })).toBeVisible();
  });
});
