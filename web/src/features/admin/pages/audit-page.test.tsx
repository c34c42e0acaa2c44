import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@pariksha/contracts/admin';
import { fakeApi, type Call } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { AuditPage } from './audit-page';

const entry = (e: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-24T10:30:00.000Z',
  actorEmail: 'anjali@example.com',
  action: 'update',
  entity: 'question',
  entityId: '42',
  before: { correct: 'A' },
  after: { correct: 'B' },
  ...e,
});
const entries = [
  entry({}),
  entry({
    id: 2,
    action: 'update',
    entity: 'role',
    entityId: 'u3',
    actorEmail: 'ravi@example.com',
  }),
];

afterEach(() => vi.unstubAllGlobals());

describe('the audit log', () => {
  it('lists every staff change, newest first, with what it was before and after', async () => {
    fakeApi({ 'GET /api/admin/audit': entries });
    renderAt(<AuditPage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('anjali@example.com');
    expect(rows[0]).toHaveTextContent('update question #42');
    expect(within(rows[0]!).getByText(/"correct": "B"/)).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('update role #u3');
  });

  it('filters by what changed and by who changed it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/audit': ({ url }: Call) =>
        entries.filter(
          (e) =>
            (!url.searchParams.get('entity') || e.entity === url.searchParams.get('entity')) &&
            e.actorEmail.includes(url.searchParams.get('actor') ?? ''),
        ),
    });
    renderAt(<AuditPage />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('What'), 'role');
    await vi.waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table')).toHaveTextContent('update role #u3');
    await user.type(screen.getByLabelText('Who (email)'), 'anjali');
    expect(await screen.findByText('No Data Found.')).toBeVisible();
    expect(api.mock.calls.map(([url]) => url)).toContain(
      '/api/admin/audit?entity=role&actor=anjali',
    );
  });
});
