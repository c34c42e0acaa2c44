import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { ExamListItem } from '@pariksha/contracts/exams';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { examListItem } from '../lib/exam-fixture';
import PapersPage from './papers-page';

const paper = (
  id: number,
  board: string,
  post: string,
  year: number,
  more: Partial<ExamListItem> = {},
): ExamListItem => ({
  ...examListItem,
  id,
  kind: 'paper',
  title: `${board} ${post} ${year}`,
  paper: { board, post, year, code: null },
  ...more,
});

const library = [
  paper(11, 'Kerala PSC', 'LD Clerk', 2025, {
    paper: { board: 'Kerala PSC', post: 'LD Clerk', year: 2025, code: 'Model A' },
  }),
  paper(12, 'SSC', 'CHSL Tier I', 2024),
  paper(13, 'Kerala PSC', 'LGS', 2023, { locked: true }),
];

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const titles = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('the library of previous-year papers', () => {
  it('lists every paper with its place and pattern, to take or to practise by topic', async () => {
    fakeApi({ 'GET /api/papers': library });
    renderAt(<PapersPage />, '/papers');
    const ldc = (await screen.findByRole('heading', { name: 'Kerala PSC LD Clerk 2025' })).closest(
      'article',
    )!;
    expect(within(ldc).getByText(/Kerala PSC · LD Clerk · 2025 · Paper Model A/)).toBeVisible();
    expect(within(ldc).getByRole('link', { name: 'Start test' })).toHaveAttribute(
      'href',
      '/instructions/11',
    );
    expect(within(ldc).getByRole('link', { name: 'Practise by topic' })).toHaveAttribute(
      'href',
      '/practice?paper=11',
    );
    // A paper of a course the learner may not open is neither taken nor practised.
    const lgs = screen.getByRole('heading', { name: 'Kerala PSC LGS 2023' }).closest('article')!;
    expect(within(lgs).queryByRole('link', { name: 'Practise by topic' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('3 papers');
    expect(screen.getByText(/model papers written for the demo/)).toBeVisible();
  });

  it('narrows by board, then by post of that board, and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/papers': library });
    const { router } = renderAt(<PapersPage />, '/papers');
    await user.selectOptions(await screen.findByLabelText('Board'), 'Kerala PSC');
    expect(titles()).toEqual(['Kerala PSC LD Clerk 2025', 'Kerala PSC LGS 2023']);
    const posts = within(screen.getByLabelText('Post')).getAllByRole('option');
    expect(posts.map((o) => o.textContent)).toEqual(['All', 'LD Clerk', 'LGS']);
    await user.selectOptions(screen.getByLabelText('Post'), 'LGS');
    expect(titles()).toEqual(['Kerala PSC LGS 2023']);
    expect(router.state.location.search).toBe('?board=Kerala+PSC&post=LGS');
    // Another board forgets the post, which it may not have.
    await user.selectOptions(screen.getByLabelText('Board'), 'SSC');
    expect(titles()).toEqual(['SSC CHSL Tier I 2024']);
    expect(router.state.location.search).toBe('?board=SSC');
  });

  it('says when there is no paper yet, in Malayalam too', async () => {
    await i18n.changeLanguage('ml');
    fakeApi({ 'GET /api/papers': [] });
    renderAt(<PapersPage />, '/papers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'മുൻവർഷ ചോദ്യപേപ്പറുകൾ' }),
    ).toBeVisible();
    expect(await screen.findByText(/ഇതുവരെ ചോദ്യപേപ്പറുകളൊന്നും/)).toBeVisible();
  });
});
