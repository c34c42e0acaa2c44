import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldMessage } from '@pariksha/contracts/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
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
});
