import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AffairsMonths,
  AffairsOfMonth,
  Article,
  ArticleSummary,
} from '@pariksha/contracts/affairs';
import { i18n } from '@/lib/i18n';
import { fakeApi, type Call } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import AffairsPage from './affairs-page';

const category = { id: 1, name: 'Kerala PSC', nameMl: 'കേരള പി.എസ്.സി' };

const months: AffairsMonths = {
  category,
  months: [
    { month: '2026-11', articleCount: 2 },
    { month: '2026-10', articleCount: 1 },
  ],
  tags: ['kerala', 'state-budget'],
};

const story = (a: Partial<ArticleSummary>): ArticleSummary => ({
  id: 31,
  categoryId: 1,
  language: 'en',
  title: 'Kerala budget 2026–27 presented',
  summary: 'The finance minister presented the state budget.',
  image: null,
  tags: ['kerala', 'state-budget'],
  publishedAt: '2026-11-20T09:00:00.000Z',
  isDemo: false,
  ...a,
});

const article: Article = {
  ...story({}),
  category,
  bodyHtml: '<h2>Highlights</h2><p>Welfare pensions rise.</p><script>alert(1)</script>',
};

/** The API: the months, the month's stories in the language asked for, one article, videos. */
function answer() {
  return fakeApi({
    '/api/currentaffairs': ({ url }: Call) => {
      if (!url.searchParams.get('month')) return months;
      const language = url.searchParams.get('language');
      const all = [
        story({}),
        story({ id: 32, language: 'ml', title: 'നവകേരള സദസ്സ്', tags: ['kerala'] }),
      ];
      return {
        category,
        month: '2026-11',
        articles: language ? all.filter((a) => a.language === language) : all,
      } satisfies AffairsOfMonth;
    },
    '/api/currentaffairs/31': article,
    '/api/videoListCurrentAffairs': {
      category,
      videos: [
        {
          id: 5,
          categoryId: 1,
          title: 'The week in 5 minutes',
          titleMl: null,
          durationSeconds: 305,
          thumbnail: null,
          publishedAt: '2026-11-21T09:00:00.000Z',
          isDemo: true,
        },
      ],
    },
  });
}

const show = (url: string) => renderAt(<AffairsPage />, url, '/affairs/:id/:month?');

afterEach(() => vi.unstubAllGlobals());

describe('current affairs', () => {
  it('lists a category’s months with their articles, and its videos with their length', async () => {
    answer();
    show('/affairs/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Current affairs' })).toBeVisible();
    expect(screen.getByText('Kerala PSC')).toBeVisible();
    const months = screen.getByRole('list', { name: 'Months' });
    expect(within(months).getByRole('link', { name: 'November 2026' })).toHaveAttribute(
      'href',
      '/affairs/1/2026-11',
    );
    expect(within(months).getByText('2 articles')).toBeVisible();
    const videos = await screen.findByRole('list', { name: 'Videos' });
    expect(within(videos).getByRole('link', { name: 'The week in 5 minutes' })).toHaveAttribute(
      'href',
      '/affairsVideo/5',
    );
    expect(within(videos).getByText('5:05')).toBeVisible();
  });

  it('shows a month’s stories in the reader’s language first, all languages one choice away', async () => {
    const user = userEvent.setup();
    const api = answer();
    show('/affairs/1/2026-11');
    expect(await screen.findByRole('heading', { level: 1, name: 'November 2026' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kerala budget 2026–27 presented' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'നവകേരള സദസ്സ്' })).toBeNull();
    const topics = screen.getAllByRole('list', { name: 'Topics' })[0]!;
    expect(within(topics).getByText('Kerala')).toBeVisible();
    expect(within(topics).getByText('State budget')).toHaveAttribute('lang', 'en');

    await user.selectOptions(screen.getByLabelText('Language'), 'All languages');
    expect(await screen.findByRole('link', { name: 'നവകേരള സദസ്സ്' })).toBeVisible();
    const asked = api.mock.calls.map(([input]) => new URL(input, 'http://x').search);
    expect(asked).toContain('?categoryId=1&month=2026-11&language=en');
    expect(asked).toContain('?categoryId=1&month=2026-11');
  });

  it('opens an article with nothing in its body that runs, and a way back to its month', async () => {
    answer();
    show('/affairs/1/2026-11?article=31');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kerala budget 2026–27 presented' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Highlights' })).toBeVisible();
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to November 2026' })).toHaveAttribute(
      'href',
      '/affairs/1/2026-11',
    );
  });

  it('speaks Malayalam, naming the category in it', async () => {
    await i18n.changeLanguage('ml');
    answer();
    show('/affairs/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'ആനുകാലികം' })).toBeVisible();
    expect(screen.getByText('കേരള പി.എസ്.സി')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'മാസങ്ങൾ' })).getByText('2 ലേഖനങ്ങൾ'),
    ).toBeVisible();
  });

  it('says what is wrong with an address that is not a month, or names no category', async () => {
    answer();
    const first = show('/affairs/1/november');
    expect(screen.getByRole('alert')).toHaveTextContent('That is not a month.');
    first.unmount();
    fakeApi({});
    show('/affairs/9');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });
});
