import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMe } from '@pariksha/contracts/admin';
import { fakeApi, reply } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import ConsolePage from './console-page';

const me = (role: AdminMe['role']): AdminMe => ({ userId: 'u1', name: 'Anjali', role });

const open = (role: AdminMe['role'], at = '/admin') => {
  fakeApi({
    'GET /api/admin/me': me(role),
    'GET /api/admin/categories': { categories: [], levels: [] },
    'GET /api/admin/courses': [],
    'GET /api/admin/people': [],
    'GET /api/admin/batches': [],
    'GET /api/admin/feedback': reply(200, { data: [], meta: { total: 0, next: null } }),
    'GET /api/twoFactor': { enabled: true, required: role !== 'learner', verified: true },
  });
  renderAt(<ConsolePage />, at, '/admin/*');
};

afterEach(() => vi.unstubAllGlobals());

describe('the staff console', () => {
  it('tells a learner it is not for them, with a way home', async () => {
    open('learner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
    expect(screen.getByText(/You have no access to the staff console/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('gives a teacher the content, and none of the site’s operation', async () => {
    open('teacher');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByText('Teacher')).toBeVisible();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Courses', 'Question bank', 'Doubts and reports', 'Current affairs']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  });

  it('gives a teacher the doubts and reports at their address', async () => {
    open('teacher', '/admin/feedback');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Doubts and reports' })).toHaveClass(
      'btn-primary',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Doubts and reports' }),
    ).toBeVisible();
    expect(await screen.findByText('No open doubts or reports.')).toBeVisible();
  });

  it('gives an admin the catalogue, people and the audit log too, each at its address', async () => {
    open('admin', '/admin/people');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Courses',
      'Question bank',
      'Doubts and reports',
      'Current affairs',
      'Categories and levels',
      'Batches',
      'People and roles',
      'Audit log',
    ]);
    expect(within(nav).getByRole('link', { name: 'People and roles' })).toHaveClass('btn-primary');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'People and roles' }),
    ).toBeVisible();
  });

  it('gives an admin the batches at their address', async () => {
    open('admin', '/admin/batches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New batch' })).toBeVisible();
    expect(await screen.findByText('No batches yet.')).toBeVisible();
  });
});
