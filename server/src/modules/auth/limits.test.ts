import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { ConfigError, loadConfig } from '../../config';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { LEARNER_WRITES, PER_ADDRESS } from './limits';

describe('TRUST_PROXY', () => {
  const parse = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).trustProxy;

  it('is a hop count or the proxies’ addresses, and nothing else', () => {
    expect(parse('')).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('1')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 192.168.1.5,::1')).toEqual(['10.0.0.0/8', '192.168.1.5', '::1']);
    for (const bad of ['true', 'yes', '10.0.0.300', '10.0.0.0/8/1', '-1']) {
      expect(() => parse(bad), bad).toThrow(ConfigError);
    }
  });

  it('behind one proxy, limits by the address the proxy saw, whatever the client wrote', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const signIn = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: AccountPaths.signIn,
          headers: {
            origin: 'http://localhost:3000',
            // The client's own entry first (forged, new each time), then the proxy's.
            'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.7`,
          },
          remoteAddress: '10.0.0.2',
          payload: { email: `guess${i}@example.com`, password: 'some password' },
        });
      for (let i = 0; i < PER_ADDRESS.max; i++) expect((await signIn(i)).statusCode).toBe(401);
      const res = await signIn(PER_ADDRESS.max);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await t.close();
    }
  });
});

describe('writes per learner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('allows a generous rate, then answers 429 to that learner only', async () => {
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    const patch = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: AccountPaths.userDetails,
        headers,
        payload: { name: 'Ravi K' },
      });
    for (let i = 0; i < LEARNER_WRITES.max; i++)
      expect((await patch(a.headers)).statusCode).toBe(200);
    const over = await patch(a.headers);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Reading is not limited, and nobody else is held up.
    expect(
      (await t.app.inject({ url: AccountPaths.userDetails, headers: a.headers })).statusCode,
    ).toBe(200);
    expect((await patch(b.headers)).statusCode).toBe(200);
  });
});
