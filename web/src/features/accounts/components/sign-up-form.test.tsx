import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { learner } from '../testing/fixtures';
import { SignUpForm } from './sign-up-form';

const renderForm = () =>
  renderAt({ '/register': <SignUpForm />, '/profile': <p>profile step</p> }, '/register').router;

afterEach(() => vi.unstubAllGlobals());

describe('sign-up form', () => {
  it('shows the password rules before anything is submitted', () => {
    renderForm();
    expect(screen.getByText(/At least 8 characters/)).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/At least 8 characters/);
  });

  it('names each problem beside its field without calling the server', async () => {
    const fetch = fakeApi({});
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your name (at least 2 characters)')).toBeVisible();
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByText('Use at least 8 characters')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says when the email is taken and offers to sign in', async () => {
    const body = {
      error: {
        code: 'EMAIL_TAKEN',
        message:
          'An account with this email already exists. Sign in instead, or use another email.',
        details: [{ field: 'email', message: 'An account with this email already exists.' }],
      },
    };
    fakeApi({ 'POST /api/auth/sign-up/email': reply(409, body) });
    renderForm();
    await userEvent.type(screen.getByLabelText('Your name'), 'Anjali');
    await userEvent.type(screen.getByLabelText('Email'), 'anjali@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('already exists');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('goes on to the profile step after signing up', async () => {
    fakeApi({
      'POST /api/auth/sign-up/email': reply(200, {
        token: 't1',
        user: { id: 'u1', name: 'Anjali', email: 'a@example.com' },
      }),
      'GET /api/userdetails': learner({ name: 'Anjali', email: 'a@example.com' }),
    });
    const router = renderForm();
    await userEvent.type(screen.getByLabelText('Your name'), 'Anjali');
    await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('profile step')).toBeVisible();
    expect(router.state.location.state).toMatchObject({ pending: { token: 't1' } });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
