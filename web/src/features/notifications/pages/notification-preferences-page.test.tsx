import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DEFAULT_CHANNELS } from '@pariksha/contracts/notifications-paths';
import { i18n } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { fakeApi, type Call } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import NotificationPreferencesPage from './notification-preferences-page';

beforeEach(() => setSession('t', { id: 'u1', name: 'Anjali', email: 'anjali@example.com' }));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the notification settings', () => {
  it('show each kind with its two channels, and save what is switched', async () => {
    let sent: unknown;
    fakeApi({
      'GET /api/notifications/preferences': DEFAULT_CHANNELS,
      'PUT /api/notifications/preferences': ({ body }: Call) => (sent = body),
    });
    renderAt(<NotificationPreferencesPage />);
    const group = await screen.findByRole('group', { name: 'New mock tests' });
    const email = group.querySelector<HTMLInputElement>('input[id$="-email"]')!;
    expect(email).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Live classes about to start' })).toBeVisible();
    fireEvent.click(email);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(sent).toEqual({ ...DEFAULT_CHANNELS, 'test-published': { inApp: true, email: true } });
  });

  it('speaks Malayalam', async () => {
    await i18n.changeLanguage('ml');
    fakeApi({ 'GET /api/notifications/preferences': DEFAULT_CHANNELS });
    renderAt(<NotificationPreferencesPage />);
    expect(await screen.findByRole('heading', { name: 'അറിയിപ്പ് ക്രമീകരണങ്ങൾ' })).toBeVisible();
    expect(await screen.findAllByRole('switch', { name: 'ഇമെയിലിൽ' })).toHaveLength(4);
  });
});
