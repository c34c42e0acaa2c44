import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import enInfo from '@/messages/en/info.json';
import mlInfo from '@/messages/ml/info.json';
import enAccounts from '@/messages/en/accounts.json';
import mlAccounts from '@/messages/ml/accounts.json';
import { i18n } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import AppstorePage from './appstore-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

const pages = [
  ['/privacypolicy', <PrivacyPage key="p" />, 'Privacy policy', 'സ്വകാര്യതാ നയം'],
  ['/termsandconditions', <TermsPage key="t" />, 'Terms and conditions', 'നിബന്ധനകളും വ്യവസ്ഥകളും'],
  ['/appstore', <AppstorePage key="a" />, 'Get the Pariksha app', 'പരീക്ഷ ആപ്പ് നേടുക'],
] as const;

const renderPage = (path: string, page: ReactElement) => renderAt(page, path, path);

const storeLinks = { playStore: 'https://play.example/pariksha', appStore: null };
const stubConfig = () => fakeApi({ '/api/app-config': { oidc: null, storeLinks } });

afterEach(() => vi.unstubAllGlobals());

describe.each(pages)('%s', (path, page, en, ml) => {
  it('is one article under one heading, with a way back and the language switch', () => {
    stubConfig();
    renderPage(path, page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: en })).toBeVisible();
    expect(screen.getByRole('article')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('group', { name: 'Language' })).toBeVisible();
  });

  it('reads wholly in Malayalam', async () => {
    await i18n.changeLanguage('ml');
    stubConfig();
    renderPage(path, page);
    expect(screen.getByRole('heading', { level: 1, name: ml })).toBeVisible();
    for (const heading of screen.getAllByRole('heading')) {
      expect(heading.textContent).toMatch(/[\u0D00-\u0D7F]/);
    }
    // No message key shown in place of its text.
    expect(document.body.textContent).not.toMatch(/\b(privacy|terms|appstore|article)\.\w+/);
  });
});

describe('information pages', () => {
  it('link to the profile, deletion and each other from within the text', () => {
    renderPage('/privacypolicy', <PrivacyPage />);
    expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByText('See and correct').tagName).toBe('STRONG');
    expect(screen.getAllByRole('link', { name: 'Delete account' })[0]).toHaveAttribute(
      'href',
      '/delete-account',
    );
  });

  it('give the date of the version in the interface language', async () => {
    renderPage('/privacypolicy', <PrivacyPage />);
    expect(screen.getByText('Last updated 21 November 2026')).toBeVisible();
  });

  it('leave the language switch to the top bar when it shows one', () => {
    setSession('t1', { id: 'u1', name: 'Anjali', email: 'a@b.in', imageUrl: null });
    renderPage('/termsandconditions', <TermsPage />);
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
  });

  it('mark the English names inside Malayalam text as English', async () => {
    await i18n.changeLanguage('ml');
    stubConfig();
    renderPage('/appstore', <AppstorePage />);
    const store = await screen.findByRole('link', { name: /Google Play/ });
    expect(within(store).getByText('Google Play')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText('Chrome')[0]).toHaveAttribute('lang', 'en');
  });

  it('link to the configured store', async () => {
    stubConfig();
    renderPage('/appstore', <AppstorePage />);
    expect(await screen.findByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      storeLinks.playStore,
    );
  });
});

type Tree = { [key: string]: string | Tree };
// `<en>` marks English names inside Malayalam text; English text has no need of it.
const tags = (text: string) =>
  [...text.matchAll(/<\/?(\w+)>/g)]
    .map((m) => m[0])
    .filter((tag) => !/^<\/?en>$/.test(tag))
    .sort()
    .join(' ');
const tagsOf = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[prefix + k, tags(v)] as [string, string]]
      : tagsOf(v, `${prefix}${k}.`),
  );
// HTML's void elements: the message parser closes them at once, so their text would fall out.
const VOID = /<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)>/;

describe.each([
  ['info', enInfo, mlInfo],
  ['accounts', enAccounts, mlAccounts],
] as const)('the %s messages', (_ns, en, ml) => {
  it('mark up words with the same tags in both languages, none a void element', () => {
    const mlTags = new Map(tagsOf(ml as Tree));
    for (const [key, tags] of tagsOf(en as Tree)) {
      expect(mlTags.get(key), key).toBe(tags);
      expect(tags, key).not.toMatch(VOID);
    }
  });
});
