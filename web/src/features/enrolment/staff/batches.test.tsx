import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessCode, Batch, Member } from '@pariksha/contracts/enrolment';
import { fakeApi, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { BatchPage } from './batch-page';
import { BatchesPage } from './batches-page';

const batch = (b: Partial<Batch> = {}): Batch => ({
  id: 4,
  name: 'Morning batch 2027',
  startsAt: '2027-01-01T03:30:00.000Z',
  endsAt: '2027-03-31T12:00:00.000Z',
  courses: [{ id: 7, course_name: 'Kerala Renaissance' }],
  members: 12,
  pending: 3,
  updatedAt: '2026-12-01T00:00:00.000Z',
  ...b,
});

const member = (m: Partial<Member>): Member => ({
  id: 1,
  userId: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  pending: false,
  addedAt: '2026-12-01T00:00:00.000Z',
  ...m,
});

const code = (c: Partial<AccessCode> = {}): AccessCode => ({
  id: 9,
  code: 'K7QM-X3P9-HT',
  batchId: 4,
  courseId: null,
  seats: 30,
  seatsUsed: 12,
  expiresAt: null,
  accessUntil: null,
  revokedAt: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  ...c,
});

const courses = [
  { value: 7, label: 'Kerala Renaissance' },
  { value: 8, label: 'Indian Polity' },
];

afterEach(() => vi.unstubAllGlobals());

describe('BatchesPage', () => {
  it('lists each batch with its dates, courses, members and pending addresses', async () => {
    fakeApi({ 'GET /api/admin/batches': [batch()] });
    renderAt(<BatchesPage courses={courses} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
    const row = (await screen.findByRole('link', { name: 'Morning batch 2027' })).closest('tr')!;
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/admin/batches/4');
    expect(row).toHaveTextContent('1 Jan 2027 – 31 Mar 2027');
    expect(row).toHaveTextContent('Kerala Renaissance');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(-2),
    ).toEqual(['12', '3']);
  });

  it('creates a batch with its name, dates and courses, then opens it', async () => {
    const fetch = fakeApi({
      'GET /api/admin/batches': [],
      'POST /api/admin/batches': batch({ id: 5 }),
    });
    const { router } = renderAt(<BatchesPage courses={courses} />, '/admin/batches');
    expect(await screen.findByText('No batches yet.')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New batch' }));
    await user.type(screen.getByLabelText('Name'), 'Evening batch');
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2027-01-01T09:00' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2027-03-31T17:00' } });
    await user.selectOptions(screen.getByLabelText('Courses'), ['8']);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/batches/5'));
    const [body] = sent(fetch, 'POST /api/admin/batches') as Record<string, unknown>[];
    expect(body).toMatchObject({ name: 'Evening batch', courseIds: [8] });
    expect(new Date(String(body!.startsAt)).getTime()).toBe(new Date('2027-01-01T09:00').getTime());
  });
});

describe('BatchPage', () => {
  const show = (answers: Record<string, unknown> = {}) => {
    const fetch = fakeApi({
      'GET /api/admin/batches/4': batch(),
      'GET /api/admin/batches/4/members': [
        member({}),
        member({ id: 2, userId: null, name: null, email: 'new@example.com', pending: true }),
      ],
      'GET /api/admin/access-codes': [
        code(),
        code({ id: 10, code: 'AAAA-BBBB-CC', revokedAt: '2026-12-01T00:00:00.000Z' }),
      ],
      ...answers,
    });
    renderAt(<BatchPage courses={courses} />, '/admin/batches/4', '/admin/batches/:id');
    return fetch;
  };

  it('lists members, the pending address marked, and removes one', async () => {
    const fetch = show({ 'DELETE /api/admin/batches/4/members/2': null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Morning batch 2027' }),
    ).toBeVisible();
    const members = await screen.findByRole('region', { name: 'Members' });
    const pending = (await within(members).findByText('new@example.com')).closest('tr')!;
    expect(pending).toHaveTextContent('Pending: no account yet');
    expect(within(members).getByText('asha@example.com').closest('tr')).toHaveTextContent('Member');
    await userEvent.click(within(pending).getByRole('button', { name: 'Remove new@example.com' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([u, i]) => i?.method === 'DELETE' && String(u).endsWith('/members/2'),
        ),
      ).toBe(true),
    );
  });

  it('adds a learner by email and says when the address has no account yet', async () => {
    const fetch = show({
      'POST /api/admin/batches/4/members': member({
        id: 3,
        email: 'ravi@example.com',
        pending: true,
        userId: null,
      }),
    });
    await userEvent.type(
      await screen.findByLabelText('Add a learner by email'),
      'ravi@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/ravi@example.com has no account yet/)).toBeVisible();
    expect(sent(fetch, 'POST /api/admin/batches/4/members')).toEqual([
      { email: 'ravi@example.com' },
    ]);
  });

  it('imports a CSV file and shows each line’s outcome', async () => {
    const fetch = show({
      'POST /api/admin/batches/4/members/import': {
        lines: [
          { line: 1, email: 'email', outcome: 'invalid' },
          { line: 2, email: 'asha@example.com', outcome: 'already' },
          { line: 3, email: 'meera@example.com', outcome: 'added' },
          { line: 4, email: 'new2@example.com', outcome: 'pending' },
        ],
        added: 1,
        pending: 1,
        already: 1,
        invalid: 1,
      },
    });
    const csv = 'email\nasha@example.com\nmeera@example.com\nnew2@example.com\n';
    const file = new File([csv], 'members.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('Import a CSV of emails'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Added 1, pending 1, already members 1, not valid 1.',
    );
    const table = screen.getByRole('region', { name: /Added 1/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      '1emailNot a valid email',
      '2asha@example.comAlready a member',
      '3meera@example.comAdded',
      '4new2@example.comPending: no account yet',
    ]);
    expect(sent(fetch, 'POST /api/admin/batches/4/members/import')).toEqual([{ csv }]);
  });

  it('asks for a file before importing nothing', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file.');
  });

  it('lists the batch’s codes with seats used, generates more, and revokes one after asking', async () => {
    const fetch = show({
      'POST /api/admin/access-codes': [code({ id: 11 })],
      'POST /api/admin/access-codes/9/revoke': code({ revokedAt: '2026-12-02T00:00:00.000Z' }),
    });
    const codes = await screen.findByRole('region', { name: 'Access codes' });
    const live = (await within(codes).findByText('K7QM-X3P9-HT')).closest('tr')!;
    expect(live).toHaveTextContent('12 of 30');
    expect(live).toHaveTextContent('Active');
    expect(within(codes).getByText('AAAA-BBBB-CC').closest('tr')).toHaveTextContent('Revoked');
    expect(fetch.mock.calls.some(([u]) => String(u) === '/api/admin/access-codes?batchId=4')).toBe(
      true,
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Generate codes' }));
    await user.clear(screen.getByLabelText('How many codes'));
    await user.type(screen.getByLabelText('How many codes'), '25');
    await user.clear(screen.getByLabelText('Seats per code'));
    await user.type(screen.getByLabelText('Seats per code'), '2');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(sent(fetch, 'POST /api/admin/access-codes')).toEqual([
        { batchId: 4, count: 25, seats: 2, expiresAt: null, accessUntil: null },
      ]),
    );

    await user.click(within(live).getByRole('button', { name: 'Revoke code K7QM-X3P9-HT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke code K7QM-X3P9-HT?' });
    expect(sent(fetch, 'POST /api/admin/access-codes/9/revoke')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(sent(fetch, 'POST /api/admin/access-codes/9/revoke')).toHaveLength(1),
    );
  });
});
