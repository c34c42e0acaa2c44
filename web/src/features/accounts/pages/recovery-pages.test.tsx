import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldMessage } from '@pariksha/contracts/accounts';
import { storage } from '@/lib/storage';
import { renderAt } from '@/test/render-at';
import { fakeApi, reply, sent } from '@/test/fake-api';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';
import ResetPasswordPage from './reset-password-page';
import VerifyEmailPage from './verify-email-page';

const pages = {
  '/login': <LoginPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/verify-email': <VerifyEmailPage />,
};
const noProvider = { 'GET /api/app-config': { oidc: null, storeLinks: {} } };
const sameAnswer = reply(200, { status: true, message: 'If this email exists …' });
const linkInvalid = reply(400, {
  error: { code: 'LINK_INVALID', message: 'This link has expired or was already used.' },
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('forgot password', () => {
  it('is offered on the sign-in screen and says the same whatever the address', async () => {
    const fetch = fakeApi({ ...noProvider, 'POST /api/auth/request-password-reset': sameAnswer });
    renderAt(pages, '/login');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Email'), 'anjali@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText(/If an account uses this address, a mail with a link is on its way/),
    ).toBeVisible();
    expect(sent(fetch, 'POST /api/auth/request-password-reset')).toEqual([
      { email: 'anjali@example.com' },
    ]);
    // The mail speaks the language the request was made in (the account's, if it has one).
    const [, init] = fetch.mock.calls.find(([url]) => String(url).includes('password-reset'))!;
    expect(init!.headers).toMatchObject({ 'accept-language': 'en' });
  });

  it('checks the address before sending, and says how long to wait when limited', async () => {
    const fetch = fakeApi({
      'POST /api/auth/request-password-reset': reply(
        429,
        { error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } },
        { 'retry-after': '42' },
      ),
    });
    renderAt(pages, '/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter your email address')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Too many attempts. Please try again in 42 s.')).toBeVisible();
  });
});

describe('reset password', () => {
  it('sets a new password with the token of the link, then offers to sign in', async () => {
    const fetch = fakeApi({ 'POST /api/auth/reset-password': reply(200, { status: true }) });
    renderAt(pages, '/reset-password?token=tok123');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const field = screen.getByLabelText('New password', { selector: 'input' });
    await userEvent.type(field, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(FieldMessage.passwordTooShort)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(/Your password is changed and every device/)).toBeVisible();
    expect(sent(fetch, 'POST /api/auth/reset-password')).toEqual([
      { token: 'tok123', newPassword: 'a brand new passphrase' },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('forgets this device’s session too: every session of the account has ended', async () => {
    storage.setPlain('token', 'old-token');
    fakeApi({ 'POST /api/auth/reset-password': reply(200, { status: true }) });
    renderAt(pages, '/reset-password?token=tok123');
    await userEvent.type(
      screen.getByLabelText('New password', { selector: 'input' }),
      'a brand new passphrase',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await screen.findByText(/Your password is changed/);
    expect(storage.getToken()).toBeNull();
  });

  it.each([
    ['an expired or used link the server turned away', '/reset-password?error=INVALID_TOKEN'],
    ['no token at all', '/reset-password'],
  ])('says so for %s, and offers a new link', (_, at) => {
    fakeApi({});
    renderAt(pages, at);
    expect(screen.getByText(/This link has expired or was already used/)).toBeVisible();
    expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says so when the link runs out while the form is open', async () => {
    fakeApi({ 'POST /api/auth/reset-password': linkInvalid });
    renderAt(pages, '/reset-password?token=old');
    await userEvent.type(
      screen.getByLabelText('New password', { selector: 'input' }),
      'a brand new passphrase',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('link', { name: 'Send a new link' })).toBeVisible();
  });
});

describe('confirming the email address', () => {
  it('confirms with the link’s token and says so', async () => {
    const fetch = fakeApi({
      'GET /api/auth/verify-email': reply(200, { status: true, user: null }),
    });
    renderAt(pages, '/verify-email?token=jwt.token.here');
    expect(await screen.findByText('Your email address is confirmed. Thank you!')).toBeVisible();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/auth/verify-email?token=jwt.token.here');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says an old or altered link is no good', async () => {
    fakeApi({ 'GET /api/auth/verify-email': linkInvalid });
    renderAt(pages, '/verify-email?token=nope');
    expect(await screen.findByText('This link has expired or was already used.')).toBeVisible();
  });
});
