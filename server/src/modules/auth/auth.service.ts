import type { Role, StaffRole } from '@pariksha/contracts/admin-paths';
import type { Db } from '../../db/client';
import * as roles from './roles';

/* What other modules ask of auth: a person's role, and whether it reaches a staff role. */

export const roleOf = (db: Db, userId: string) => roles.roleOf(db, userId);

export const atLeast = (role: Role, least: StaffRole) => roles.atLeast(role, least);
