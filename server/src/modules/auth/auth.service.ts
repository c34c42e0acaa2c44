import type { Role, StaffRole } from '@pariksha/contracts/admin-paths';
import type { Db } from '../../db/client';
import type { Auth } from './auth';
import * as roles from './roles';

/*
 * What other modules ask of auth: a person's role and whether it reaches a staff role, the
 * request's headers as better-auth reads them, the common-password check every new password
 * passes, and the second factor (set up for demo accounts and tests, reset by an admin).
 */
export type { Auth } from './auth';
export { toHeaders } from './http';
export { isCommonPassword } from './common-passwords';
export { setUpFactor } from './two-factor';
export { resetFactor, statusOf as twoFactorStatusOf } from './two-factor.service';

export const roleOf = (db: Db, userId: string) => roles.roleOf(db, userId);

/** The role a person acts with outside a staff route: staff only with a second factor set up. */
export const actingRoleOf = (db: Db, userId: string) => roles.actingRoleOf(db, userId);

export const atLeast = (role: Role, least: StaffRole) => roles.atLeast(role, least);

/**
 * An account whose address counts as confirmed from the start, so no confirmation mail goes out:
 * the demo accounts, whose made-up addresses nobody could read a link at.
 */
export async function createConfirmedAccount(
  auth: Auth,
  { name, email, password }: { name: string; email: string; password: string },
) {
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    { name, email, emailVerified: true },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(password),
  });
  return user.id;
}
