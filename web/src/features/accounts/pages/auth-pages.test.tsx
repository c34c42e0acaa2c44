import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { renderAt } from '@/test/render-at';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { learner } from '../testing/fixtures';
import LoginPage from './login-page';
import RegisterPage from './register-page';

const pages = {
  '/login': <LoginPage />,
  '/register': <RegisterPage />,
  '/profile': <p>profile step</p>,
};
const noProvider = { 'GET /api/app-config': { oidc: null, storeLinks: {} } };

afterEach(() => vi.unstubAllGlobals());

describe('sign-in and register screens', () => {
  it.each(['/login', '/register'])(
    '%s has one heading of its own and the language switch',
    (at) => {
      fakeApi(noProvider);
      renderAt(pages, at);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const languages = screen.getByRole('group', { name: 'Language' });
      expect(languages).toContainElement(
        screen.getByRole('button', { name: 'English', pressed: true }),
      );
      expect(languages).toContainElement(screen.getByRole('button', { name: 'മലയാളം' }));
    },
  );

  it('switches to Malayalam on the sign-in screen, session notice and all', async () => {
    fakeApi(noProvider);
    renderAt(pages, '/login?expired=1');
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'മലയാളം' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'സൈൻ ഇൻ' })).toBeVisible();
    expect(screen.getByText('നിങ്ങളുടെ സെഷൻ അവസാനിച്ചു. വീണ്ടും സൈൻ ഇൻ ചെയ്യുക.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'അക്കൗണ്ട് തുടങ്ങുക' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'മലയാളം', pressed: true })).toBeVisible();
    expect(localStorage.getItem('language')).toBe('ml');
  });

  it('stores Malayalam with the account of a learner who chose it before registering', async () => {
    const fetch = fakeApi({
      ...noProvider,
      'POST /api/auth/sign-up/email': reply(200, {
        token: 't1',
        user: { id: 'u1', name: 'A', email: 'a@b.in' },
      }),
      'GET /api/userdetails': learner(),
      'PATCH /api/userdetails': learner({ language: 'ml' }),
    });
    renderAt(pages, '/register');
    await userEvent.click(screen.getByRole('button', { name: 'മലയാളം' }));
    await userEvent.type(await screen.findByLabelText('നിങ്ങളുടെ പേര്'), 'Anjali Nair');
    await userEvent.type(screen.getByLabelText('ഇമെയിൽ'), 'anjali@example.com');
    await userEvent.type(
      screen.getByLabelText('പാസ്‌വേഡ്', { selector: 'input' }),
      'long enough password',
    );
    await userEvent.click(screen.getByRole('button', { name: 'അക്കൗണ്ട് തുടങ്ങുക' }));
    expect(await screen.findByText('profile step')).toBeVisible();
    await waitFor(() =>
      expect(sent(fetch, 'PATCH /api/userdetails')).toEqual([{ language: 'ml' }]),
    );
    expect(i18n.language).toBe('ml');
  });
});
