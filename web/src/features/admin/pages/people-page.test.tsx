import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Person } from '@pariksha/contracts/admin';
import { fakeApi, reply, sent, type Call } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { PeoplePage } from './people-page';

const person = (p: Partial<Person>): Person => ({
  userId: 'u1',
  name: 'Anjali Menon',
  email: 'anjali@example.com',
  role: 'teacher',
  twoFactorEnabled: true,
  ...p,
});
const staff = [
  person({}),
  person({ userId: 'u2', name: 'Ravi Nair', email: 'ravi@example.com', role: 'admin' }),
];
const learner = person({
  userId: 'u3',
  name: 'Asha K',
  email: 'asha@example.com',
  role: 'learner',
});

/** Staff when no email is given, the accounts found by it otherwise. */
const people = ({ url }: Call) => (url.searchParams.get('email') ? [learner] : staff);

afterEach(() => vi.unstubAllGlobals());

describe('people and roles', () => {
  it('lists the staff with their roles, and finds anyone by email', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /api/admin/people': people });
    renderAt(<PeoplePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'People and roles' }),
    ).toBeVisible();
    expect(await screen.findByLabelText('Role of Anjali Menon')).toHaveDisplayValue('Teacher');
    expect(screen.getByLabelText('Role of Ravi Nair')).toHaveDisplayValue('Admin');

    await user.type(screen.getByLabelText(/Find an account by email/), 'asha');
    expect(await screen.findByLabelText('Role of Asha K')).toHaveDisplayValue('Learner');
    expect(screen.queryByLabelText('Role of Anjali Menon')).toBeNull();
    expect(api.mock.calls.map(([url]) => url)).toContain('/api/admin/people?email=asha');
  });

  it('grants a role and shows the list as it is then', async () => {
    const user = userEvent.setup();
    let list = staff;
    const api = fakeApi({
      'GET /api/admin/people': () => list,
      'PUT /api/admin/people/u1/role': ({ body }: Call) => {
        list = [person({ role: (body as { role: Person['role'] }).role }), staff[1]!];
        return list[0];
      },
    });
    renderAt(<PeoplePage />);
    await user.selectOptions(await screen.findByLabelText('Role of Anjali Menon'), 'Admin');
    expect(sent(api, 'PUT /api/admin/people/u1/role')).toEqual([{ role: 'admin' }]);
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Role of Anjali Menon')).toHaveDisplayValue('Admin'),
    );
  });

  it('says so when a change of role is refused', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/admin/people': staff,
      'PUT /api/admin/people/u2/role': reply(409, {
        error: { code: 'CONFLICT', message: 'The last admin keeps the role.' },
      }),
    });
    renderAt(<PeoplePage />);
    await user.selectOptions(await screen.findByLabelText('Role of Ravi Nair'), 'Teacher');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This was changed meanwhile. Reload and try again.',
    );
    const list = screen.getByRole('list');
    expect(within(list).getByLabelText('Role of Ravi Nair')).toHaveDisplayValue('Admin');
  });
});
