import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { sessionEnded, useHoldSession } from '@/lib/session-expiry';
import { storage } from '@/lib/storage';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
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
