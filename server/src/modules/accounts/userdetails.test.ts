import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { AppConfigPaths } from '@pariksha/contracts/app-config-paths';
import { categories, levels } from '../../db/schema/index';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createStaff } from '../admin/admin.factories';

let t: TestApp;
let categoryId: number;
let levelId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [c] = await t.app.db
    .insert(categories)
    .values({ name: 'Kerala PSC', slug: 'kerala-psc-t' })
    .returning();
  const [l] = await t.app.db
    .insert(levels)
    .values({ name: '10th level', slug: '10th-level-t' })
    .returning();
  categoryId = c!.id;
  levelId = l!.id;
});
afterAll(() => t.close());

const patch = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: AccountPaths.userDetails,
    headers,
    payload: payload as object,
  });

describe('userdetails', () => {
  it('names the staff role, so the app can show teachers and admins the way into the console', async () => {
    for (const role of ['teacher', 'admin'] as const) {
      const staff = await createStaff(t.app, role);
      const me = await t.app.inject({ url: AccountPaths.userDetails, headers: staff.headers });
      expect(me.json().data.role).toBe(role);
    }
  });

  it('starts incomplete and completes once name, mobile, category and level are given', async () => {
    const u = await createUser(t.app, { name: 'Arun' });
    const first = await t.app.inject({ url: AccountPaths.userDetails, headers: u.headers });
    expect(first.json().data).toMatchObject({
      name: 'Arun',
      email: u.email,
      phone: null,
      imageUrl: null,
      targetCategoryId: null,
      profileComplete: false,
      hasPassword: true,
      role: 'learner',
    });

    const partial = await patch(u.headers, { phone: '98470 12345' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data).toMatchObject({ phone: '+919847012345', profileComplete: false });

    const done = await patch(u.headers, {
      name: 'Arun Kumar',
      phone: '+91 9847012345',
      targetCategoryId: categoryId,
      targetLevelId: levelId,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      name: 'Arun Kumar',
      phone: '+919847012345',
      targetCategoryId: categoryId,
      targetLevelId: levelId,
      profileComplete: true,
    });
    const again = await t.app.inject({ url: AccountPaths.userDetails, headers: u.headers });
    expect(again.json().data).toEqual(done.json().data);
  });

  it.each([
    [{ phone: '12345' }, 'phone'],
    [{ phone: '5847012345' }, 'phone'],
    [{ name: ' ' }, 'name'],
    [{ targetCategoryId: 'one' }, 'targetCategoryId'],
    [{ targetLevelId: -2 }, 'targetLevelId'],
    [{ imageUrl: 'https://evil.example/x.png' }, 'imageUrl'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const u = await createUser(t.app);
    const res = await patch(u.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('keeps the name chosen for leaderboards, trimmed, until it is cleared', async () => {
    const u = await createUser(t.app);
    const fresh = await t.app.inject({ url: AccountPaths.userDetails, headers: u.headers });
    expect(fresh.json().data.leaderboardName).toBeNull();
    const set = await patch(u.headers, { leaderboardName: '  Meera from Kollam  ' });
    expect(set.json().data.leaderboardName).toBe('Meera from Kollam');
    for (const leaderboardName of [
      'x',
      ' y ',
      'z'.repeat(41),
      '<b>Meera</b>',
      'A & B',
      'Tab\there',
    ]) {
      const res = await patch(u.headers, { leaderboardName });
      expect(res.statusCode, leaderboardName).toBe(400);
      expect(res.json().error.details[0].field).toBe('leaderboardName');
    }
    const cleared = await patch(u.headers, { leaderboardName: null });
    expect(cleared.json().data.leaderboardName).toBeNull();
  });

  it('refuses unknown fields and ids that are not in the catalogue', async () => {
    const u = await createUser(t.app);
    const extra = await patch(u.headers, { email: 'someone-else@example.com' });
    expect(extra.statusCode).toBe(400);
    const cat = await patch(u.headers, { targetCategoryId: 999_999 });
    expect(cat.statusCode).toBe(400);
    expect(cat.json().error.details).toEqual([
      { field: 'targetCategoryId', message: expect.any(String) },
    ]);
    const lvl = await patch(u.headers, { targetLevelId: 999_999 });
    expect(lvl.json().error.details[0].field).toBe('targetLevelId');
    const me = await t.app.inject({ url: AccountPaths.userDetails, headers: u.headers });
    expect(me.json().data).toMatchObject({
      email: u.email,
      targetCategoryId: null,
      targetLevelId: null,
    });
  });

  it("never reaches another learner's data: each token sees and changes only its own", async () => {
    const a = await createUser(t.app, { name: 'Learner A' });
    const b = await createUser(t.app, { name: 'Learner B' });
    await patch(a.headers, { phone: '9000000001' });
    await patch(b.headers, { phone: '9000000002' });
    const seenByB = await t.app.inject({ url: `/api/userdetails?id=${a.id}`, headers: b.headers });
    expect(seenByB.json().data).toMatchObject({
      id: b.id,
      name: 'Learner B',
      phone: '+919000000002',
    });
    const aNow = await t.app.inject({ url: AccountPaths.userDetails, headers: a.headers });
    expect(aNow.json().data).toMatchObject({ id: a.id, name: 'Learner A', phone: '+919000000001' });
  });

  it('keeps the interface language the learner chose, for every session of theirs', async () => {
    const u = await createUser(t.app);
    const details = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: AccountPaths.userDetails, headers })).json().data;
    expect((await details(u.headers)).language).toBeNull();
    await patch(u.headers, {
      phone: '9847012345',
      targetCategoryId: categoryId,
      targetLevelId: levelId,
    });
    const before = await details(u.headers);
    expect(before).toMatchObject({ language: null, profileComplete: true });
    const res = await patch(u.headers, { language: 'ml' });
    expect(res.statusCode).toBe(200);
    // Only the language changes.
    expect(res.json().data).toEqual({ ...before, language: 'ml' });
    const other = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signIn,
      headers: { origin: 'http://localhost:3000' },
      payload: { email: u.email, password: u.password },
    });
    const token = other.json().token as string;
    expect(await details({ authorization: `Bearer ${token}` })).toEqual({
      ...before,
      language: 'ml',
    });
    expect((await patch(u.headers, { language: 'en' })).json().data.language).toBe('en');
  });

  it.each([['fr'], [1], [null], ['ML'], ['']])('refuses the language %j', async (language) => {
    const u = await createUser(t.app);
    const res = await patch(u.headers, { language });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toEqual(['language']);
  });

  it('needs a session', async () => {
    const res = await patch({}, { phone: '9847012345' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('app-config', () => {
  it('says no federated sign-in and no store links when none are configured', async () => {
    const res = await t.app.inject({ url: AppConfigPaths.config });
    expect(res.json()).toEqual({
      data: { oidc: null, storeLinks: { playStore: null, appStore: null } },
    });
  });
});
