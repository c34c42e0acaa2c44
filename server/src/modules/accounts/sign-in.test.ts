import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';

const origin = { origin: 'http://localhost:3000' };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: AccountPaths.signIn,
    headers: origin,
    remoteAddress: ip,
    payload: { email, password },
  });

describe('sign-up and sign-in', () => {
  it('signs up and answers the bearer token and the user, never the password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signUp,
      headers: origin,
      payload: { name: 'Anjali Nair', email: 'anjali@example.com', password: 'kerala-psc-2026' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ name: 'Anjali Nair', email: 'anjali@example.com' });
    expect(res.body).not.toContain('kerala-psc-2026');
    const me = await t.app.inject({
      url: AccountPaths.userDetails,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'anjali@example.com', profileComplete: false });
  });

  it('refuses a taken email with EMAIL_TAKEN', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signUp,
      headers: origin,
      payload: { name: 'Someone Else', email: u.email, password: 'another-password' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'EMAIL_TAKEN', details: [{ field: 'email' }] });
  });

  it('refuses a short password before anything is stored, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signUp,
      headers: origin,
      payload: { name: 'Short Pass', email: 'short@example.com', password: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details[0].field).toBe('password');
  });

  it('signs in with the right password', async () => {
    const u = await createUser(t.app);
    const res = await signIn(u.email, u.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
    expect(res.json().user.email).toBe(u.email);
  });

  it('answers a wrong password and an unknown email alike, not saying which was wrong', async () => {
    const u = await createUser(t.app);
    const wrong = await signIn(u.email, 'not the password', '10.0.0.2');
    const unknown = await signIn('nobody-here@example.com', 'whatever-password', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'The email or password is not correct.',
    });
  });
});

describe('sessions', () => {
  it('answers 401 UNAUTHENTICATED without a token and with a made-up one', async () => {
    for (const headers of [{}, { authorization: 'Bearer made-up-token' }]) {
      const res = await t.app.inject({ url: AccountPaths.userDetails, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 401 for a token revoked by sign-out, even one the server had just seen', async () => {
    const u = await createUser(t.app);
    expect(
      (await t.app.inject({ url: AccountPaths.userDetails, headers: u.headers })).statusCode,
    ).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signOut,
      headers: { ...u.headers, ...origin },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const res = await t.app.inject({ url: AccountPaths.userDetails, headers: u.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: expect.stringContaining('sign in again') },
    });
  });

  it('answers 401 for an expired session', async () => {
    const u = await createUser(t.app);
    await t.app.db.execute(
      `update sessions set expires_at = now() - interval '1 minute' where user_id = '${u.id}'`,
    );
    const res = await t.app.inject({ url: AccountPaths.userDetails, headers: u.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
