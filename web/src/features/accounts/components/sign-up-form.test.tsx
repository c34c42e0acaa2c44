import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { SignUpForm } from './sign-up-form';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <SignUpForm /> },
      { path: '/profile', element: <p>profile step</p> },
    ],
    { initialEntries: ['/register'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-up form', () => {
  it('shows the password rules before anything is submitted', () => {
    renderForm();
    expect(screen.getByText(/At least 8 characters/)).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/At least 8 characters/);
  });

  it('names each problem beside its field without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 409 })),
    );
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
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/sign-up/email')
        ? new Response(
            JSON.stringify({
              token: 't1',
              user: { id: 'u1', name: 'Anjali', email: 'a@example.com' },
            }),
          )
        : new Response(
            JSON.stringify({
              data: { id: 'u1', name: 'Anjali', email: 'a@example.com', profileComplete: false },
            }),
          ),
    );
    vi.stubGlobal('fetch', fetch);
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
