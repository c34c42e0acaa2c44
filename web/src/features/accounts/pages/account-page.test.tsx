import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Device } from '@pariksha/contracts/accounts';
import { FieldMessage } from '@pariksha/contracts/accounts';
import { storage } from '@/lib/storage';
import { renderAt } from '@/test/render-at';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { learner } from '../testing/fixtures';
import { VerifyEmailNotice } from '../components/verify-email-notice';
import AccountPage from './account-page';

const device = (patch: Partial<Device>): Device => ({
  id: 'd1',
  browser: 'Chrome',
  os: 'Android',
  mobile: true,
  current: false,
  signedInAt: '2026-11-20T10:00:00.000Z',
  lastActiveAt: '2026-11-27T10:00:00.000Z',
  ...patch,
});
const devices = [
  device({ id: 'here', browser: 'Firefox', os: 'Windows', mobile: false, current: true }),
  device({ id: 'phone' }),
  device({ id: 'odd', browser: null, os: null }),
];

beforeEach(() => storage.setPlain('token', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('account and security', () => {
  it('lists the devices in plain words, this one marked, and signs one or the others out', async () => {
    let list = devices;
    const fetch = fakeApi({
      'GET /api/userdetails': learner(),
      'GET /api/accounts/sessions': () => list,
      'DELETE /api/accounts/sessions/phone': () => {
        list = list.filter((d) => d.id !== 'phone');
        return { signedOut: 1 };
      },
      'POST /api/accounts/sessions/sign-out-others': () => {
        list = list.filter((d) => d.current);
        return { signedOut: 1 };
      },
    });
    renderAt(<AccountPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Firefox on Windows This device/),
      expect.stringMatching(/^Chrome on Android/),
      expect.stringMatching(/^Unknown browser/),
    ]);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Android' }));
    expect(await screen.findByText('That device is signed out.')).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    expect(await screen.findByText('Every other device is signed out.')).toBeVisible();
    expect(await screen.findByText('No other device is signed in.')).toBeVisible();
    expect(sent(fetch, 'POST /api/accounts/sessions/sign-out-others')).toEqual([{}]);
  });

  it('changes the password with the current one, each refusal on its field', async () => {
    const fetch = fakeApi({
      'GET /api/userdetails': learner(),
      'GET /api/accounts/sessions': [devices[0]],
      'POST /api/auth/change-password': ({ body }: { body: { currentPassword: string } }) =>
        body.currentPassword === 'right one'
          ? reply(200, { token: null, user: {} })
          : reply(400, {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'currentPassword: The password is not correct.',
                details: [{ field: 'currentPassword', message: FieldMessage.passwordNotCorrect }],
              },
            }),
    });
    renderAt(<AccountPage />);
    const form = await screen.findByRole('form', { name: 'Change password' });
    const current = within(form).getByLabelText('Current password', { selector: 'input' });
    const next = within(form).getByLabelText('New password', { selector: 'input' });
    await userEvent.type(current, 'wrong one');
    await userEvent.type(next, 'a brand new passphrase');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The password is not correct.')).toBeVisible();
    await userEvent.clear(current);
    await userEvent.type(current, 'right one');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your other devices were signed out/)).toBeVisible();
    expect(sent(fetch, 'POST /api/auth/change-password').at(-1)).toEqual({
      currentPassword: 'right one',
      newPassword: 'a brand new passphrase',
    });
  });

  it('changes the address once confirmed from the new one, the password confirming', async () => {
    const fetch = fakeApi({
      'GET /api/userdetails': learner({ emailVerified: false }),
      'GET /api/accounts/sessions': [devices[0]],
      'POST /api/auth/change-email': reply(200, { status: true }),
    });
    renderAt(<AccountPage />);
    expect(await screen.findByText('Not confirmed yet')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Change email address' });
    await userEvent.type(within(form).getByLabelText('New email address'), 'new@example.com');
    await userEvent.type(
      within(form).getByLabelText('Your password, to confirm', { selector: 'input' }),
      'my password',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByText(/We mailed a link to new@example.com/)).toBeVisible();
    expect(sent(fetch, 'POST /api/auth/change-email')).toEqual([
      { newEmail: 'new@example.com', password: 'my password' },
    ]);
  });

  it('offers an account from the identity provider no password change that cannot work', async () => {
    fakeApi({
      'GET /api/userdetails': learner({ hasPassword: false }),
      'GET /api/accounts/sessions': [devices[0]],
    });
    renderAt(<AccountPage />);
    expect(await screen.findByText(/signs in through your identity provider/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
    const email = screen.getByRole('form', { name: 'Change email address' });
    expect(within(email).queryByLabelText('Your password, to confirm')).toBeNull();
  });
});

describe('the notice to confirm the address', () => {
  it('asks an unconfirmed learner, sends the link again, and goes when dismissed', async () => {
    const fetch = fakeApi({
      'GET /api/userdetails': learner({ emailVerified: false }),
      'POST /api/auth/send-verification-email': reply(200, { status: true }),
    });
    renderAt(<VerifyEmailNotice token="tok" hidden={false} />);
    const notice = await screen.findByRole('region', { name: 'Email confirmation' });
    expect(notice).toHaveTextContent(/Confirm your email address: we mailed a link to anjali/);
    // The address is the learner's own, not to be translated.
    expect(within(notice).getByText(/^anjali@/)).toHaveAttribute('translate', 'no');
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Sent. Look in your inbox.')).toBeVisible();
    expect(sent(fetch, 'POST /api/auth/send-verification-email')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Confirm your email address/)).toBeNull();
  });

  it('is not shown once the address is confirmed', async () => {
    const fetch = fakeApi({ 'GET /api/userdetails': learner({ emailVerified: true }) });
    renderAt(<VerifyEmailNotice token="tok" hidden={false} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText(/Confirm your email address/)).toBeNull();
  });
});
