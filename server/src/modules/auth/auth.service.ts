import type { Role, StaffRole } from '@pariksha/contracts/admin-paths';
import type { Db } from '../../db/client';
import * as roles from './roles';

/*
 * What other modules ask of auth: a person's role and whether it reaches a staff role, the
 * request's headers as better-auth reads them, and the common-password check every new password
 * passes.
 */
export type { Auth } from './auth';
export { toHeaders } from './http';
export { isCommonPassword } from './common-passwords';

export const roleOf = (db: Db, userId: string) => roles.roleOf(db, userId);

export const atLeast = (role: Role, least: StaffRole) => roles.atLeast(role, least);
