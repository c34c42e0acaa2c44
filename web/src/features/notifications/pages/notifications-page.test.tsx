import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Notification, NotificationPage } from '@pariksha/contracts/notifications';
import { i18n } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import NotificationsPage from './notifications-page';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const published = (id: number, readAt: string | null = null): Notification => ({
  id,
  kind: 'test-published',
  link: `/instructions/${id}`,
  createdAt: at(id),
  readAt,
  data: { examId: id, examTitle: `Test ${id}`, courseId: 3, courseName: 'Kerala PSC LGS' },
});
const live: Notification = {
  id: 50,
  kind: 'live-starting',
  link: '/liveVideo/4',
  createdAt: at(1),
  readAt: null,
  data: {
    liveClassId: 4,
    title: 'Renaissance, live',
    titleMl: 'നവോത്ഥാനം, ലൈവ്',
    courseName: 'Kerala PSC LGS',
    startsAt: at(-15),
  },
};
const page = (data: Notification[], next: number | null, unread: number) =>
  reply(200, { data, meta: { next, unread } } satisfies NotificationPage);

beforeEach(() => setSession('t', { id: 'u1', name: 'Anjali', email: 'anjali@example.com' }));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the notifications screen', () => {
  it('lists them newest first, the unread marked, and opening one marks it read', async () => {
    const fetch = fakeApi({
      'GET /api/notifications': page([live, published(2), published(3, at(0))], null, 2),
      'POST /api/notifications/50/read': { ...live, readAt: at(0) },
    });
    const { router } = renderAt(
      { '/notifications': <NotificationsPage />, '/liveVideo/:id': <p>Live page</p> },
      '/notifications',
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Unread: Live class in 15 minutes',
      'Unread: New mock test',
      'New mock test',
    ]);
    expect(items[1]).toHaveTextContent('Test 2 · Kerala PSC LGS');
    expect(items[0]).toHaveTextContent('Renaissance, live · Kerala PSC LGS');
    expect(screen.getByText('2 unread')).toBeVisible();

    fireEvent.click(within(items[0]!).getByRole('link'));
    expect(await screen.findByText('Live page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/liveVideo/4');
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) =>
            init?.method === 'POST' && String(url).endsWith('/api/notifications/50/read'),
        ),
      ).toBe(true),
    );
  });

  it('marks all read, and offers the older ones a page at a time', async () => {
    let unread = 1;
    const fetch = fakeApi({
      'GET /api/notifications?before=2': page([published(1)], null, unread),
      'GET /api/notifications': () => page([published(3, at(0)), published(2)], 2, unread),
      'POST /api/notifications/read-all': () => {
        unread = 0;
        return { updated: 1 };
      },
    });
    renderAt(<NotificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show older' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You have read them all.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('links to the settings, and says when there is nothing yet', async () => {
    fakeApi({ 'GET /api/notifications': page([], null, 0) });
    renderAt(<NotificationsPage />);
    expect(await screen.findByText(/No notifications yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notifications/preferences',
    );
  });

  it('speaks Malayalam, with the Malayalam title of a class', async () => {
    await i18n.changeLanguage('ml');
    fakeApi({ 'GET /api/notifications': page([live], null, 1) });
    renderAt(<NotificationsPage />);
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('link')).toHaveTextContent('15 മിനിറ്റിനുള്ളിൽ ലൈവ് ക്ലാസ്');
    expect(item).toHaveTextContent('നവോത്ഥാനം, ലൈവ് · Kerala PSC LGS');
  });
});
