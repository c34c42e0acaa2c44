import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseAccess, Grant } from '@pariksha/contracts/enrolment';
import { fakeApi, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { CourseAccessTab, type PreviewChoice } from './course-access-tab';

const access: CourseAccess = {
  courseId: 7,
  access: 'free',
  preview: [{ kind: 'material', itemId: 2 }],
};
const items: PreviewChoice[] = [
  { kind: 'class', itemId: 1, title: 'Social reformers' },
  { kind: 'material', itemId: 2, title: 'Sample chapter' },
  { kind: 'exam', itemId: 3, title: 'Quick test' },
];
const grant: Grant = {
  id: 21,
  courseId: 7,
  userId: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  until: null,
  revokedAt: null,
  createdAt: '2026-12-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe("a course's access in the console", () => {
  it('restricts the course and marks an item as a free preview', async () => {
    const fetch = fakeApi({
      'GET /api/admin/courses/7/access': access,
      'PUT /api/admin/courses/7/access': { ...access, access: 'restricted' },
      'PUT /api/admin/courses/7/preview': access,
    });
    renderAt(<CourseAccessTab courseId={7} courseName="LDC" admin={false} items={items} />);
    const free = await screen.findByRole('radio', { name: 'Free' });
    expect(free).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Restricted' }));
    await waitFor(() =>
      expect(sent(fetch, 'PUT /api/admin/courses/7/access')).toEqual([{ access: 'restricted' }]),
    );
    const previews = screen.getByRole('group', { name: 'Free previews' });
    expect(within(previews).getByRole('checkbox', { name: 'Sample chapter' })).toBeChecked();
    await userEvent.click(within(previews).getByRole('checkbox', { name: 'Quick test' }));
    await waitFor(() =>
      expect(sent(fetch, 'PUT /api/admin/courses/7/preview')).toEqual([
        { kind: 'exam', itemId: 3, preview: true },
      ]),
    );
    // Grants and codes are an admin's.
    expect(screen.queryByRole('heading', { name: 'Learners given this course' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Access codes' })).toBeNull();
  });

  it('gives an admin the grants: give by email, change the end, revoke', async () => {
    const fetch = fakeApi({
      'GET /api/admin/courses/7/access': access,
      'GET /api/admin/courses/7/enrolments': [grant],
      'POST /api/admin/courses/7/enrolments': grant,
      'PUT /api/admin/enrolments/21': grant,
      'DELETE /api/admin/enrolments/21': null,
      'GET /api/admin/access-codes': [],
    });
    renderAt(<CourseAccessTab courseId={7} courseName="LDC" admin items={items} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Learner's email"), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Give access' }));
    await waitFor(() =>
      expect(sent(fetch, 'POST /api/admin/courses/7/enrolments')).toEqual([
        { email: 'ravi@example.com', until: null },
      ]),
    );
    const row = (await screen.findByText('asha@example.com')).closest('tr')!;
    const end = within(row).getByLabelText('Access until, for asha@example.com');
    await user.type(end, '2027-06-30T17:00');
    await user.click(within(row).getByRole('button', { name: 'Save end' }));
    await waitFor(() => expect(sent(fetch, 'PUT /api/admin/enrolments/21')).toHaveLength(1));
    await user.click(
      within(row).getByRole('button', { name: 'Revoke access of asha@example.com' }),
    );
    // Asked first: nothing is sent until the dialog's Revoke.
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke the access of asha@example.com?',
    });
    expect(sent(fetch, 'DELETE /api/admin/enrolments/21')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent(fetch, 'DELETE /api/admin/enrolments/21')).toHaveLength(1));
    expect(await screen.findByText('No codes yet.')).toBeVisible();
  });
});
