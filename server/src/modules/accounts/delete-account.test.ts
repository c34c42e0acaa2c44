import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { queryRows } from '../../db/client';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const origin = { origin: 'http://localhost:3000' };
const remove = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'DELETE', url: AccountPaths.userDetails, headers, payload });

async function rowsOf(userId: string) {
  const [r] = await queryRows<Record<string, number>>(
    t.app.db,
    sql`select
      (select count(*)::int from users where id = ${userId}) as users,
      (select count(*)::int from sessions where user_id = ${userId}) as sessions,
      (select count(*)::int from accounts where user_id = ${userId}) as accounts,
      (select count(*)::int from profiles where user_id = ${userId}) as profiles`,
  );
  return r;
}

async function withPhoto(headers: Record<string, string>) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#08f' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const body = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: AccountPaths.photo,
    headers: { ...headers, 'content-type': body.headers.get('content-type')! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  return res.json().data.imageUrl as string;
}

const fileOf = (imageUrl: string) => path.join(t.config.mediaDir, imageUrl.replace('/media/', ''));

/** Every file under the photo folder that belongs to this learner, wherever it lies. */
function photoFilesOf(userId: string) {
  const root = path.join(t.config.mediaDir, 'avatars');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.includes(userId));
}

describe('account deletion', () => {
  it('refuses without the password or with a wrong one, and keeps everything', async () => {
    const u = await createUser(t.app);
    const none = await remove(u.headers, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details[0].field).toBe('password');
    const wrong = await remove(u.headers, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'password' }],
    });
    expect(await rowsOf(u.id)).toMatchObject({ users: 1, accounts: 1, sessions: 1 });
  });

  it('removes the user, profile, sessions, identities and photo for good', async () => {
    const u = await createUser(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: AccountPaths.userDetails,
      headers: u.headers,
      payload: { phone: '9447000000' },
    });
    const photo = fileOf(await withPhoto(u.headers));
    // A second device's session goes too.
    const other = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signIn,
      headers: origin,
      payload: { email: u.email, password: u.password },
    });
    expect(await rowsOf(u.id)).toEqual({ users: 1, sessions: 2, accounts: 1, profiles: 1 });
    expect(fs.existsSync(photo)).toBe(true);

    const res = await remove(u.headers, { password: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { deleted: true } });
    expect(await rowsOf(u.id)).toEqual({ users: 0, sessions: 0, accounts: 0, profiles: 0 });
    expect(fs.existsSync(photo)).toBe(false);

    for (const token of [u.token, other.json().token]) {
      const me = await t.app.inject({
        url: AccountPaths.userDetails,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signIn,
      headers: origin,
      payload: { email: u.email, password: u.password },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('removes every photo the learner ever had, even two uploaded at once', async () => {
    const u = await createUser(t.app);
    const urls = await Promise.all([withPhoto(u.headers), withPhoto(u.headers)]);
    urls.push(await withPhoto(u.headers));
    expect(photoFilesOf(u.id).length).toBeGreaterThan(0);

    expect((await remove(u.headers, { password: u.password })).statusCode).toBe(200);
    expect(photoFilesOf(u.id)).toEqual([]);
    for (const url of urls) {
      expect(fs.existsSync(fileOf(url))).toBe(false);
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('lets the same email register afresh afterwards', async () => {
    const u = await createUser(t.app);
    expect((await remove(u.headers, { password: u.password })).statusCode).toBe(200);
    const again = await createUser(t.app, { email: u.email, password: 'a brand new password' });
    expect(again.id).not.toBe(u.id);
    const me = await t.app.inject({ url: AccountPaths.userDetails, headers: again.headers });
    expect(me.json().data).toMatchObject({ email: u.email, phone: null, profileComplete: false });
  });

  it('needs a session', async () => {
    const res = await remove({}, { password: 'whatever' });
    expect(res.statusCode).toBe(401);
  });
});
