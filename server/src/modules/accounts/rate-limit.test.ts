import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { PER_ACCOUNT, PER_ADDRESS } from '../auth/limits';

const signIn = (t: TestApp, email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: AccountPaths.signIn,
    headers: { origin: 'http://localhost:3000' },
    remoteAddress: ip,
    payload: { email, password },
  });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sign-in rate limits', () => {
  it('limits attempts per account, from any address, with "try again in N s"', async () => {
    const u = await createUser(t.app); // the sign-up is the account's first attempt
    for (let i = 1; i < PER_ACCOUNT.max; i++) {
      expect((await signIn(t, u.email, 'wrong password', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const res = await signIn(t, u.email.toUpperCase(), u.password, '10.1.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(res.json().error.message).toMatch(/try again in \d+ s/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

    // Another account from the same address is not held up.
    const other = await createUser(t.app);
    expect((await signIn(t, other.email, other.password, '10.1.1.1')).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + PER_ACCOUNT.windowMs);
    try {
      expect((await signIn(t, u.email, u.password, '10.1.1.1')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits attempts per address across accounts, sign-ups included', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < PER_ADDRESS.max; i++) {
      const res = await signIn(t, `guess${i}@example.com`, 'some password', ip);
      expect(res.statusCode).toBe(401);
    }
    const signUp = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signUp,
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: ip,
      payload: { name: 'New Learner', email: 'new-one@example.com', password: 'long enough pass' },
    });
    expect(signUp.statusCode).toBe(429);
    expect(signUp.json().error.message).toMatch(/try again in \d+ s/);
  });
});

describe('DISABLE_RATE_LIMITS', () => {
  it('turns the limits off', async () => {
    const open = await buildTestApp({ DISABLE_RATE_LIMITS: '1' });
    try {
      const u = await createUser(open.app);
      for (let i = 0; i < PER_ACCOUNT.max + 3; i++) {
        expect((await signIn(open, u.email, u.password, '10.3.0.1')).statusCode).toBe(200);
      }
    } finally {
      await open.close();
    }
  });
});
