import type { Role, StaffRole } from '@pariksha/contracts/admin-paths';
import type { Db } from '../../db/client';
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
