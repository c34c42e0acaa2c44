import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCatalogue } from '@pariksha/contracts/catalogue';
import { fakeApi, reply, sent, type Call } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import type { StaffAffairsVideo } from '../api/get-staff-affairs-videos';
import type { StaffArticle } from '../api/get-staff-articles';
import { AffairsConsolePage } from './affairs-console-page';

const category = (id: number, name: string, nameMl: string | null) => ({
  id,
  name,
  nameMl,
  description: '',
  descriptionMl: null,
  position: id,
  courseCount: 0,
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const catalogue: AdminCatalogue = {
  categories: [category(1, 'Kerala PSC', 'കേരള പി.എസ്.സി'), category(2, 'SSC', null)],
  levels: [],
};

const budget: StaffArticle = {
  id: 31,
  title: 'Kerala budget 2026–27 presented',
  updatedAt: '2026-11-20T09:00:00.000Z',
  language: 'en',
  publishedAt: '2026-11-20T09:00:00.000Z',
  tags: ['kerala', 'economy'],
};
const week: StaffAffairsVideo = {
  id: 5,
  title: 'The week in 5 minutes',
  updatedAt: '2026-11-21T09:00:00.000Z',
  publishedAt: '2026-11-21T09:00:00.000Z',
  durationSeconds: 305,
  transcode: { state: 'running', progress: 40 },
};

const refused = (code: string, message: string, details: unknown) =>
  reply(code === 'CONFLICT' ? 409 : 400, { error: { code, message, details } });

function open(answers: Record<string, unknown> = {}) {
  const api = fakeApi({
    'GET /api/admin/categories': catalogue,
    'GET /api/admin/categories/1/articles': [budget],
    'GET /api/admin/categories/1/affairs-videos': [week],
    'GET /api/admin/categories/2/articles': [],
    'GET /api/admin/categories/2/affairs-videos': [],
    ...answers,
  });
  renderAt(<AffairsConsolePage />);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('current affairs in the console', () => {
  it('lists a category’s articles and videos, with where each video’s renditions stand', async () => {
    const user = userEvent.setup();
    open();
    const articles = await screen.findByRole('region', { name: 'Articles' });
    expect(within(articles).getByText('Kerala budget 2026–27 presented')).toBeVisible();
    expect(within(articles).getByText(/English · kerala, economy$/)).toBeVisible();
    const videos = screen.getByRole('region', { name: 'Videos' });
    expect(within(videos).getByText('The week in 5 minutes')).toBeVisible();
    expect(within(videos).getByText('HLS: 40 % made')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Exam category'), 'SSC');
    expect(await screen.findByText('No articles yet.')).toBeVisible();
    expect(screen.getByText('No videos yet.')).toBeVisible();
  });

  it('adds an article as the contract takes it, and lists it once the server has it', async () => {
    const user = userEvent.setup();
    let stored: StaffArticle[] = [];
    const api = open({
      'GET /api/admin/categories/1/articles': () => stored,
      'POST /api/admin/categories/1/articles': ({ body }: Call) => {
        stored = [{ ...budget, id: 40, title: (body as { title: string }).title }];
        return stored[0];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New article' }));
    await user.click(screen.getByLabelText('Title'));
    await user.paste('Vizhinjam port opens');
    await user.click(screen.getByLabelText('Tags'));
    await user.paste('kerala\neconomy');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Vizhinjam port opens')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(sent(api, 'POST /api/admin/categories/1/articles')).toEqual([
      expect.objectContaining({
        language: 'en',
        title: 'Vizhinjam port opens',
        tags: ['kerala', 'economy'],
        image: null,
        published: false,
      }),
    ]);
  });

  it('shows the server’s word about a field at that field', async () => {
    const user = userEvent.setup();
    open({
      'POST /api/admin/categories/1/articles': refused(
        'VALIDATION_FAILED',
        'title: Enter a value',
        [{ field: 'title', message: 'Enter a value' }],
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'New article' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const title = screen.getByLabelText('Title');
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Enter a value');
  });

  it('says what learners would lose before deleting, and deletes only when told to', async () => {
    const user = userEvent.setup();
    const api = open({
      'DELETE /api/admin/articles/31': refused(
        'CONFLICT',
        '3 learner(s) have used this article; deleting it takes that away from them. Confirm to go on.',
        { used: 3 },
      ),
      'DELETE /api/admin/articles/31?confirm=true': { deleted: true },
    });
    const articles = await screen.findByRole('region', { name: 'Articles' });
    await user.click(within(articles).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('3 learner(s) have used this article');
    expect(api.mock.calls.map(([url]) => url)).not.toContain('/api/admin/articles/31?confirm=true');
    await user.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    await vi.waitFor(() =>
      expect(api.mock.calls.map(([url]) => url)).toContain('/api/admin/articles/31?confirm=true'),
    );
  });
});
