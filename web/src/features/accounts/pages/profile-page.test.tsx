import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@pariksha/contracts/catalogue';
import { i18n } from '@/lib/i18n';
import { chooseLanguageSignedOut } from '@/lib/language';
import { setSession } from '@/lib/session';
import { renderAt } from '@/test/render-at';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { learner } from '../testing/fixtures';
import ProfilePage from './profile-page';

const level = (id: number, name: string, nameMl: string | null) => ({
  id,
  name,
  nameMl,
  slug: name,
  courseCount: 1,
});
const categories: Category[] = [
  {
    id: 1,
    name: 'Kerala PSC',
    nameMl: 'കേരള PSC',
    slug: 'kerala-psc',
    description: '',
    descriptionMl: null,
    levels: [level(10, '10th level', 'പത്താം ക്ലാസ് നിലവാരം'), level(11, 'Degree', null)],
  },
];
const pages = { '/profile': <ProfilePage />, '/': <p>home</p> };
const onboarding = { pathname: '/profile', state: { pending: { token: 't1' } } };

afterEach(() => vi.unstubAllGlobals());

describe('profile page', () => {
  it('onboards in Malayalam: its labels, names and what is wrong with each field', async () => {
    await i18n.changeLanguage('ml');
    fakeApi({
      'GET /api/userdetails': learner(),
      'GET /api/categoryForWeb': categories,
    });
    renderAt(pages, onboarding);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'പ്രൊഫൈൽ പൂർത്തിയാക്കുക' }),
    ).toBeVisible();
    const category = await screen.findByLabelText('നിങ്ങൾ തയ്യാറെടുക്കുന്ന പരീക്ഷ');
    expect(within(category).getByRole('option', { name: 'കേരള PSC' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('മൊബൈൽ നമ്പർ'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'സേവ് ചെയ്ത് പഠനം തുടങ്ങുക' }));
    expect(
      await screen.findByText('6, 7, 8 അല്ലെങ്കിൽ 9-ൽ തുടങ്ങുന്ന 10 അക്ക ഇന്ത്യൻ മൊബൈൽ നമ്പർ നൽകുക'),
    ).toBeVisible();
    expect(category).toHaveAccessibleDescription('പരീക്ഷാ വിഭാഗം തിരഞ്ഞെടുക്കുക');
    await userEvent.selectOptions(category, 'കേരള PSC');
    const levels = screen.getByLabelText('നിലവാരം');
    // A level without a Malayalam name keeps its own.
    expect(
      within(levels)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['നിലവാരം തിരഞ്ഞെടുക്കുക', 'പത്താം ക്ലാസ് നിലവാരം', 'Degree']);
  });

  it('shows the server’s word about a field in the interface language', async () => {
    await i18n.changeLanguage('ml');
    const refused = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'targetLevelId: There is no such level',
        details: [{ field: 'targetLevelId', message: 'There is no such level' }],
      },
    };
    fakeApi({
      'GET /api/userdetails': learner({
        phone: '+919847012345',
        targetCategoryId: 1,
        targetLevelId: 10,
      }),
      'GET /api/categoryForWeb': categories,
      'PATCH /api/userdetails': reply(400, refused),
    });
    renderAt(pages, onboarding);
    await userEvent.click(await screen.findByRole('button', { name: 'സേവ് ചെയ്ത് പഠനം തുടങ്ങുക' }));
    expect(await screen.findByText('ഇങ്ങനെയൊരു നിലവാരം ഇല്ല')).toBeVisible();
    expect(screen.getByLabelText('നിലവാരം')).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stores a language chosen while onboarding once the profile is saved', async () => {
    const complete = learner({
      phone: '+919847012345',
      targetCategoryId: 1,
      targetLevelId: 10,
      profileComplete: true,
    });
    const fetch = fakeApi({
      'GET /api/userdetails': learner({ ...complete, profileComplete: false }),
      'GET /api/categoryForWeb': categories,
      'PATCH /api/userdetails': complete,
    });
    renderAt(pages, onboarding);
    await screen.findByRole('button', { name: 'Save and start learning' });
    await chooseLanguageSignedOut('ml');
    await userEvent.click(await screen.findByRole('button', { name: 'സേവ് ചെയ്ത് പഠനം തുടങ്ങുക' }));
    expect(await screen.findByText('home')).toBeVisible();
    await waitFor(() =>
      expect(sent(fetch, 'PATCH /api/userdetails')).toContainEqual({ language: 'ml' }),
    );
    expect(localStorage.getItem('token')).toBe('t1');
  });

  it('offers the language switch, a way home and account deletion when signed in', async () => {
    setSession('t2', { id: 'u1', name: 'Anjali', email: 'anjali@example.com', imageUrl: null });
    fakeApi({
      'GET /api/userdetails': learner({ profileComplete: true }),
      'GET /api/categoryForWeb': categories,
    });
    renderAt(pages, '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Language' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Delete my account' })).toBeVisible();
  });

  it('lets a signed-in learner appear on leaderboards under a name, or not at all', async () => {
    setSession('t3', { id: 'u1', name: 'Anjali', email: 'anjali@example.com', imageUrl: null });
    const fetch = fakeApi({
      'GET /api/userdetails': learner({ profileComplete: true }),
      'GET /api/categoryForWeb': categories,
      'PATCH /api/userdetails': ({ body }: { body: { leaderboardName: string | null } }) =>
        learner({ profileComplete: true, leaderboardName: body.leaderboardName }),
    });
    renderAt(pages, '/profile');
    const appear = await screen.findByRole('checkbox', { name: 'Appear on leaderboards' });
    expect(appear).not.toBeChecked();
    await userEvent.click(appear);
    const name = screen.getByLabelText('Appear on leaderboards as');
    await userEvent.type(name, '<b>Anju</b>');
    const save = screen.getByRole('button', { name: 'Save leaderboard choice' });
    await userEvent.click(save);
    expect(name).toHaveAccessibleDescription(/not < > or &/);
    await userEvent.clear(name);
    await userEvent.type(name, '  Anju N  ');
    await userEvent.click(save);
    await waitFor(() =>
      expect(sent(fetch, 'PATCH /api/userdetails')).toEqual([{ leaderboardName: 'Anju N' }]),
    );
    await userEvent.click(appear);
    await userEvent.click(save);
    await waitFor(() =>
      expect(sent(fetch, 'PATCH /api/userdetails').at(-1)).toEqual({ leaderboardName: null }),
    );
  });
});
