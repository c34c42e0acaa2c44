import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { renderAt } from '@/test/render-at';
import { fakeApi, reply } from '@/test/fake-api';
import { learner } from '../testing/fixtures';
import DeleteAccountPage from './delete-account-page';

const pages = { '/delete-account': <DeleteAccountPage /> };
const provider = {
  'GET /api/app-config': { oidc: { providerId: 'oidc', name: 'Kerala ID' }, storeLinks: {} },
};

afterEach(() => vi.unstubAllGlobals());

describe('delete account page', () => {
  it('says what deletion does and asks who, in Malayalam', async () => {
    await i18n.changeLanguage('ml');
    fakeApi(provider);
    renderAt(pages, '/delete-account');
    expect(
      screen.getByRole('heading', { level: 1, name: 'നിങ്ങളുടെ അക്കൗണ്ട് ഇല്ലാതാക്കുക' }),
    ).toBeVisible();
    expect(screen.getByText(/പ്രൊഫൈൽ: പേര്, ഇമെയിൽ വിലാസം/)).toBeVisible();
    expect(screen.getByLabelText('ഇമെയിൽ')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /ഞാൻ മനസ്സിലാക്കുന്നു/ })).not.toBeChecked();
    expect(
      screen.getByRole('button', { name: 'എന്റെ അക്കൗണ്ട് എന്നെന്നേക്കുമായി ഇല്ലാതാക്കുക' }),
    ).toBeDisabled();
    expect(
      await screen.findByRole('link', { name: 'Kerala ID ഉപയോഗിച്ച് സൈൻ ഇൻ ചെയ്യുക' }),
    ).toHaveAttribute('href', '/login');
  });

  it('asks for the password before deleting, and says when the session is too old', async () => {
    setSession('t1', { id: 'u1', name: 'Anjali', email: 'anjali@example.com', imageUrl: null });
    const stale = { error: { code: 'FORBIDDEN', message: 'For your safety, sign in again.' } };
    fakeApi({
      ...provider,
      'GET /api/userdetails': learner({ profileComplete: true }),
      'DELETE /api/userdetails': reply(403, stale),
    });
    renderAt(pages, '/delete-account');
    expect(await screen.findByText('anjali@example.com')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    const password = screen.getByLabelText('Your password, to confirm', { selector: 'input' });
    expect(password).toHaveAccessibleDescription('Enter your password to confirm');
    await userEvent.type(password, 'long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For your safety, sign in again and then delete the account.',
    );
  });

  it('confirms the deletion as a status, not an alarm', async () => {
    setSession('t1', { id: 'u1', name: 'Anjali', email: 'anjali@example.com', imageUrl: null });
    fakeApi({
      'GET /api/userdetails': learner({ profileComplete: true, hasPassword: false }),
      'DELETE /api/userdetails': { deleted: true },
    });
    renderAt(pages, '/delete-account');
    await userEvent.click(await screen.findByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is deleted' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('have been deleted for good');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
