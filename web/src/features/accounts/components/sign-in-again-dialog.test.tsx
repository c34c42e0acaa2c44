import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { sessionEnded, useHoldSession } from '@/lib/session-expiry';
import { storage } from '@/lib/storage';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import fs from 'node:fs';
import { SSO_WINDOW_MESSAGE, SSO_WINDOW_RETURN } from '@pariksha/contracts/accounts';
import { learner } from '../testing/fixtures';
import SignInAgainDialog from './sign-in-again-dialog';

const anjali = { id: 'u1', name: 'Anjali Nair', email: 'anjali@example.com' };

beforeEach(() => {
  setSession('old', anjali);
  // The exam page holds the session, and a call there was refused.
  renderHook(() => useHoldSession());
  act(() => sessionEnded());
});
afterEach(() => vi.unstubAllGlobals());

describe('signing in again over a running test', () => {
  it('asks for the password only, the email filled in, and stores the new session', async () => {
    const fetch = fakeApi({
      'POST /api/auth/sign-in/email': reply(200, { token: 'new', user: anjali }),
      'GET /api/userdetails': learner({ profileComplete: true }),
    });
    renderAt(<SignInAgainDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(dialog).toHaveAccessibleDescription(/Sign in again to keep saving your answers/);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('anjali@example.com');
    expect(email).toHaveAttribute('readonly');

    await userEvent.type(
      screen.getByLabelText('Password', { selector: 'input' }),
      'correct horse battery',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    await vi.waitFor(() => expect(storage.getToken()).toBe('new'));
    expect(sent(fetch, 'POST /api/auth/sign-in/email')).toEqual([
      { email: 'anjali@example.com', password: 'correct horse battery' },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a wrong password in the dialog and stays, in Malayalam too', async () => {
    await i18n.changeLanguage('ml');
    const refused = {
      error: { code: 'INVALID_CREDENTIALS', message: 'The email or password is not correct.' },
    };
    fakeApi({ 'POST /api/auth/sign-in/email': reply(401, refused) });
    renderAt(<SignInAgainDialog />);
    await screen.findByRole('dialog', { name: 'നിങ്ങളുടെ സെഷൻ അവസാനിച്ചു' });
    await userEvent.type(screen.getByLabelText('പാസ്‌വേഡ്', { selector: 'input' }), 'wrong one');
    await userEvent.click(screen.getByRole('button', { name: 'വീണ്ടും സൈൻ ഇൻ ചെയ്യുക' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ഇമെയിൽ അല്ലെങ്കിൽ പാസ്‌വേഡ് ശരിയല്ല.');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(storage.getToken()).toBe('old');
  });
});

describe('signing in again through the identity provider, in a window of its own', () => {
  const withProvider = {
    'GET /api/app-config': { oidc: { providerId: 'oidc', name: 'Kerala ID' }, storeLinks: {} },
    'POST /api/auth/sign-in/social': reply(200, { url: 'https://id.example/authorize?x=1' }),
  };

  /** The window the provider's pages open in; `says` posts what its return page posts. */
  function providerWindow() {
    const popup = { closed: false, close: vi.fn(), location: { assign: vi.fn() } };
    popup.close.mockImplementation(() => (popup.closed = true));
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    );
    const says = (outcome: string) => {
      const event = new MessageEvent('message', {
        data: { type: SSO_WINDOW_MESSAGE, outcome },
        origin: window.location.origin,
      });
      Object.defineProperty(event, 'source', { value: popup });
      act(() => void window.dispatchEvent(event));
    };
    return { popup, says };
  }

  it('opens the provider in a window, and the session it returns goes on with the test', async () => {
    const { popup, says } = providerWindow();
    const fetch = fakeApi({
      ...withProvider,
      'POST /api/accounts/handoff': { token: 'new', user: anjali },
      'GET /api/userdetails': learner({ profileComplete: true }),
    });
    renderAt(<SignInAgainDialog />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Kerala ID' }));
    await vi.waitFor(() =>
      expect(popup.location.assign).toHaveBeenCalledWith('https://id.example/authorize?x=1'),
    );
    // The provider comes back to the static page, not to the app (which would start in it).
    expect(sent(fetch, 'POST /api/auth/sign-in/social')).toEqual([
      expect.objectContaining({ provider: 'oidc', callbackURL: SSO_WINDOW_RETURN }),
    ]);
    expect(storage.getToken()).toBe('old');

    says('1');
    await vi.waitFor(() => expect(storage.getToken()).toBe('new'));
    expect(popup.close).toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses another account, signs that session out and keeps the test', async () => {
    const { says } = providerWindow();
    const fetch = fakeApi({
      ...withProvider,
      'POST /api/accounts/handoff': {
        token: 'someone-else',
        user: { id: 'u2', name: 'Ravi', email: 'ravi@example.com' },
      },
      'POST /api/auth/sign-out': reply(200, { success: true }),
    });
    renderAt(<SignInAgainDialog />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Kerala ID' }));
    says('1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That is the account of ravi@example.com. This test belongs to anjali@example.com',
    );
    const signOut = fetch.mock.calls.find(([url]) => url === '/api/auth/sign-out');
    expect(new Headers(signOut?.[1]?.headers).get('authorization')).toBe('Bearer someone-else');
    expect(storage.getToken()).toBe('old');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('says so when the provider refused, or when no window could open', async () => {
    const { says } = providerWindow();
    fakeApi(withProvider);
    renderAt(<SignInAgainDialog />);
    const button = await screen.findByRole('button', { name: 'Sign in with Kerala ID' });
    await userEvent.click(button);
    says('error');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in with your provider did not finish',
    );

    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Allow pop-ups for this site');
    expect(storage.getToken()).toBe('old');
  });

  it("the provider's return page posts the message the dialog listens for", () => {
    // The web package's folder is the test run's.
    const page = fs.readFileSync('public/signed-in.js', 'utf8');
    expect(page).toContain(`'${SSO_WINDOW_MESSAGE}'`);
    expect(SSO_WINDOW_RETURN.split('?')[0]).toBe('/signed-in.html');
  });
});
