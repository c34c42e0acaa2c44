import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldMessage } from '@pariksha/contracts/accounts';
import { AdminPaths } from '@pariksha/contracts/admin-paths';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { createAdmin } from './create-admin';
import { findUserByEmail } from './people.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('npm run admin:create', () => {
  it('refuses a password of the common lists and creates nothing', async () => {
    await expect(
      createAdmin(t.app, { email: 'head@example.com', password: 'Password123' }),
    ).rejects.toThrow(`--password: ${FieldMessage.passwordCommon}`);
    expect(await findUserByEmail(t.app.db, 'head@example.com')).toBeNull();
  });

  it('creates the admin with a password of its own', async () => {
    const done = await createAdmin(t.app, {
      email: 'head@example.com',
      password: 'first-admin-2026',
    });
    expect(done.outcome).toBe('created');
    expect((await findUserByEmail(t.app.db, 'head@example.com'))?.role).toBe('admin');
  });

  it('sets up two-step sign-in with a given secret: its codes sign the admin in to the console', async () => {
    const admin = {
      email: 'scripted@example.com',
      password: 'scripted-admin-2026',
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    };
    const done = await createAdmin(t.app, admin);
    expect(done.factor).toBe('set-up');
    const { headers } = await signIn(t.app, admin, '10.240.0.1');
    const people = await t.app.inject({ method: 'GET', url: AdminPaths.people, headers });
    expect(people.statusCode).toBe(200);

    // Run again with another secret: the one set up stays.
    const again = await createAdmin(t.app, {
      ...admin,
      totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    });
    expect(again).toMatchObject({ outcome: 'already-admin', factor: 'kept' });
    await expect(signIn(t.app, admin, '10.240.0.2')).resolves.toHaveProperty('token');
  });

  it('refuses a secret that is not base32 and creates nothing', async () => {
    await expect(
      createAdmin(t.app, {
        email: 'typo@example.com',
        password: 'typo-admin-2026',
        totpSecret: 'not-a-secret-0189',
      }),
    ).rejects.toThrow('--totp-secret');
    expect(await findUserByEmail(t.app.db, 'typo@example.com')).toBeNull();
  });
});
