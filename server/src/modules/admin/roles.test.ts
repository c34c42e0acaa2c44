import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { buildTestApp, createUser, setUpFactorFor, type TestApp } from '../../../test/helper';
import { createStaff } from './admin.factories';

/*
 * Every staff operation the server documents (/api/admin/…) answers a learner 403 and checks the
 * role before reading any input; admin-only ones answer a teacher 403 too. The operations come
 * from the OpenAPI document, so a route added later is covered without being listed here.
 */

/** Operations a teacher may call; every other staff operation is for admins only. */
const ADMIN_ONLY = new Set([
  'GET /api/admin/people',
  'PUT /api/admin/people/{userId}/role',
  'DELETE /api/admin/people/{userId}/twoFactor',
  'GET /api/admin/audit',
  'POST /api/admin/categories',
  'PUT /api/admin/categories/{id}',
  'DELETE /api/admin/categories/{id}',
  'POST /api/admin/levels',
  'PUT /api/admin/levels/{id}',
  'DELETE /api/admin/levels/{id}',
  'PUT /api/admin/categories/order',
  'PUT /api/admin/levels/order',
  // Enrolment: who gets what learners pay for (a course's access and previews are teachers' too).
  'GET /api/admin/courses/{id}/enrolments',
  'POST /api/admin/courses/{id}/enrolments',
  'PUT /api/admin/enrolments/{id}',
  'DELETE /api/admin/enrolments/{id}',
  'GET /api/admin/batches',
  'POST /api/admin/batches',
  'GET /api/admin/batches/{id}',
  'PUT /api/admin/batches/{id}',
  'DELETE /api/admin/batches/{id}',
  'GET /api/admin/batches/{id}/members',
  'POST /api/admin/batches/{id}/members',
  'POST /api/admin/batches/{id}/members/import',
  'DELETE /api/admin/batches/{id}/members/{memberId}',
  'GET /api/admin/access-codes',
  'POST /api/admin/access-codes',
  'GET /api/admin/access-codes/export',
  'POST /api/admin/access-codes/{id}/revoke',
]);
/** Anyone signed in may ask for their own role. */
const ANY_SIGNED_IN = new Set(['GET /api/admin/me']);

let t: TestApp;
let operations: [string, string][];
beforeAll(async () => {
  t = await buildTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => [m.toUpperCase(), path] as [string, string]),
    )
    .filter(([m, p]) => !ANY_SIGNED_IN.has(`${m} ${p}`));
});
afterAll(() => t.close());

async function call(method: string, path: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: method as 'GET',
    url: path.replace(/\{\w+\}/g, '1') + '?x=%00',
    headers: { ...headers, ...(method !== 'GET' && { 'content-type': 'application/json' }) },
    ...(method !== 'GET' && { payload: '{"broken": ' }),
  });
  const json = String(res.headers['content-type']).startsWith('application/json');
  return { status: res.statusCode, code: json ? (res.json().error?.code as string) : undefined };
}

describe('staff routes', () => {
  it('answer a learner 403 FORBIDDEN, whatever is sent', async () => {
    expect(operations.length).toBeGreaterThan(15);
    const learner = await createUser(t.app);
    const wrong: string[] = [];
    for (const [method, path] of operations) {
      const { status, code } = await call(method, path, learner.headers);
      if (status !== 403 || code !== 'FORBIDDEN')
        wrong.push(`${method} ${path} → ${status} ${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answer a teacher 403 on admin-only operations and let them through the others', async () => {
    const teacher = await createStaff(t.app, 'teacher');
    const wrong: string[] = [];
    for (const [method, path] of operations) {
      const { status } = await call(method, path, teacher.headers);
      const adminOnly = ADMIN_ONLY.has(`${method} ${path}`);
      if (adminOnly !== (status === 403)) wrong.push(`${method} ${path} → ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('let an admin through every one', async () => {
    const admin = await createStaff(t.app, 'admin');
    const wrong: string[] = [];
    for (const [method, path] of operations) {
      const { status } = await call(method, path, admin.headers);
      if (status === 401 || status === 403 || status >= 500)
        wrong.push(`${method} ${path} → ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('tell anyone signed in their own role', async () => {
    const learner = await createUser(t.app);
    const admin = await createStaff(t.app, 'admin', 'Asha Admin');
    const me = (h: Record<string, string>) => t.app.inject({ url: adminUrl.me(), headers: h });
    expect((await me(learner.headers)).json().data.role).toBe('learner');
    expect((await me(admin.headers)).json().data).toMatchObject({
      role: 'admin',
      name: 'Asha Admin',
    });
    expect((await t.app.inject({ url: adminUrl.me() })).statusCode).toBe(401);
  });
});

describe('granting roles', () => {
  it('takes effect at once, is audited, and an admin cannot demote themselves', async () => {
    const admin = await createStaff(t.app, 'admin');
    let person = await createUser(t.app);
    const put = (userId: string, role: string) =>
      t.app.inject({
        method: 'PUT',
        url: adminUrl.role(userId),
        headers: admin.headers,
        payload: { role },
      });
    const courses = () =>
      t.app.inject({ url: catalogueStaffUrl.courses(), headers: person.headers });

    expect((await courses()).statusCode).toBe(403);
    expect((await put(person.id, 'teacher')).json().data).toMatchObject({
      role: 'teacher',
      email: person.email,
    });
    // A new teacher sets up two-step sign-in before any staff work (decision 024).
    expect((await courses()).json().error.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    person = { ...person, ...(await setUpFactorFor(t.app, person)) };
    expect((await courses()).statusCode).toBe(200);
    const found = await t.app.inject({
      url: adminUrl.people(person.email),
      headers: admin.headers,
    });
    expect(found.json().data).toEqual([
      expect.objectContaining({ userId: person.id, role: 'teacher' }),
    ]);
    expect((await put(person.id, 'learner')).json().data.role).toBe('learner');
    expect((await courses()).json().error.code).toBe('FORBIDDEN');

    expect((await put(admin.id, 'teacher')).statusCode).toBe(409);
    expect((await put('no-such-user', 'teacher')).statusCode).toBe(404);
    expect((await put(person.id, 'owner')).statusCode).toBe(400);

    const audit = await t.app.inject({
      url: adminUrl.audit({ entity: 'role', entityId: person.id }),
      headers: admin.headers,
    });
    expect(
      audit
        .json()
        .data.map((e: { action: string; after: { role: string } }) => [e.action, e.after.role]),
    ).toEqual([
      ['revoke', 'learner'],
      ['grant', 'teacher'],
    ]);
    expect(audit.json().data[0].actorEmail).toBe(admin.email);
  });
});
