import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { loadConfig } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ FAST_PASSWORD_HASH: '1' });
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: AccountPaths.signIn,
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password },
  });

describe('FAST_PASSWORD_HASH', () => {
  it('is refused in production, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FAST_PASSWORD_HASH: '1' })).toThrow(
      /FAST_PASSWORD_HASH/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).fastPasswordHash).toBe(false);
  });

  it('still signs a learner in with the right password only', async () => {
    const learner = await createUser(t.app, { password: 'fast-but-checked-1' });
    expect((await signIn(learner.email, 'fast-but-checked-1')).statusCode).toBe(200);
    expect((await signIn(learner.email, 'fast-but-checked-2')).statusCode).toBe(401);
  });
});
