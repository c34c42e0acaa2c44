import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import NotificationBell from './notification-bell';

beforeEach(() => setSession('t', { id: 'u1', name: 'Anjali', email: 'anjali@example.com' }));
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('the bell', () => {
  it('says how many are unread in its name and leads to the list', async () => {
    fakeApi({ 'GET /api/notifications/unread': { count: 3 } });
    renderAt(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('with none unread says so and shows no count', async () => {
    fakeApi({ 'GET /api/notifications/unread': { count: 0 } });
    renderAt(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, none unread' });
    expect(bell).toHaveTextContent('');
  });

  it('speaks Malayalam', async () => {
    await i18n.changeLanguage('ml');
    fakeApi({ 'GET /api/notifications/unread': { count: 1 } });
    renderAt(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'അറിയിപ്പുകൾ, 1 എണ്ണം വായിക്കാത്തത്' })).toBeVisible();
  });

  it('asks again every 30 seconds, so the count rises without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 0;
    fakeApi({ 'GET /api/notifications/unread': () => ({ count }) });
    renderAt(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications, none unread' });
    count = 2;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
  });

  it('asks nothing while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = fakeApi({ 'GET /api/notifications/unread': { count: 1 } });
    renderAt(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    const asked = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(95_000);
    expect(fetch.mock.calls.length).toBe(asked);
    hidden.mockRestore();
  });
});
