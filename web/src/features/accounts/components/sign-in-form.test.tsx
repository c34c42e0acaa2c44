import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { renderAt } from '@/test/render-at';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { learner } from '../testing/fixtures';
import { SignInForm } from './sign-in-form';

// better-auth answers sign-in without the API's `{ data }` envelope.
const signedIn = reply(200, {
  token: 't1',
  user: { id: 'u1', name: 'Anjali', email: 'anjali@example.com' },
});

const renderForm = () =>
  renderAt({ '/login': <SignInForm />, '/profile': <p>profile step</p> }, '/login');

async function signIn(email = 'anjali@example.com', password = 'long enough password') {
  if (email) await userEvent.type(screen.getByRole('textbox'), email);
  const field = screen.getByLabelText(/^(പാസ്‌വേഡ്|Password)$/, { selector: 'input' });
  if (password) await userEvent.type(field, password);
  await userEvent.click(screen.getByRole('button', { name: /Sign in|സൈൻ ഇൻ/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-in form', () => {
  it('speaks Malayalam: its labels and what is wrong with a field', async () => {
    await i18n.changeLanguage('ml');
    const fetch = fakeApi({});
    renderForm();
    expect(screen.getByRole('form', { name: 'സൈൻ ഇൻ' })).toBeVisible();
    expect(screen.getByLabelText('ഇമെയിൽ')).toBeVisible();
    expect(screen.getByLabelText('പാസ്‌വേഡ്', { selector: 'input' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'പാസ്‌വേഡ് കാണിക്കുക' })).toBeVisible();
    await signIn('', '');
    const email = screen.getByLabelText('ഇമെയിൽ');
    expect(await screen.findByText('നിങ്ങളുടെ ഇമെയിൽ വിലാസം നൽകുക')).toBeVisible();
    expect(email).toHaveAccessibleDescription('നിങ്ങളുടെ ഇമെയിൽ വിലാസം നൽകുക');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('നിങ്ങളുടെ പാസ്‌വേഡ് നൽകുക')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('announces a refused sign-in in the interface language', async () => {
    await i18n.changeLanguage('ml');
    const refused = {
      error: { code: 'INVALID_CREDENTIALS', message: 'The email or password is not correct.' },
    };
    fakeApi({ 'POST /api/auth/sign-in/email': reply(401, refused) });
    renderForm();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('ഇമെയിൽ അല്ലെങ്കിൽ പാസ്‌വേഡ് ശരിയല്ല.');
  });

  it('says how long to wait after too many attempts', async () => {
    const limited = { error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } };
    fakeApi({
      'POST /api/auth/sign-in/email': reply(429, limited, { 'retry-after': '37' }),
    });
    renderForm();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 37 s.',
    );
  });

  it('turns the interface to the account’s language on a browser that had none', async () => {
    const fetch = fakeApi({
      'POST /api/auth/sign-in/email': signedIn,
      'GET /api/userdetails': learner({ profileComplete: true, language: 'ml' }),
    });
    renderForm();
    await signIn();
    await waitFor(() => expect(i18n.language).toBe('ml'));
    expect(localStorage.getItem('language')).toBe('ml');
    expect(document.documentElement.lang).toBe('ml');
    expect(localStorage.getItem('token')).toBe('t1');
    expect(sent(fetch, 'PATCH /api/userdetails')).toEqual([]);
  });

  it('stores the interface language with an account that has none yet', async () => {
    const fetch = fakeApi({
      'POST /api/auth/sign-in/email': signedIn,
      'GET /api/userdetails': learner({ profileComplete: true }),
      'PATCH /api/userdetails': learner({ profileComplete: true, language: 'en' }),
    });
    renderForm();
    await signIn();
    await waitFor(() =>
      expect(sent(fetch, 'PATCH /api/userdetails')).toEqual([{ language: 'en' }]),
    );
    expect(i18n.language).toBe('en');
  });
});
