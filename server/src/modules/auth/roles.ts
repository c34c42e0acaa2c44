import { sql } from 'drizzle-orm';
import type { Role, StaffRole } from '@pariksha/contracts/admin-paths';
import { queryRows, type Db } from '../../db/client';

/** Who outranks whom: an admin may do whatever a teacher may. */
const RANK: Record<Role, number> = { learner: 0, teacher: 1, admin: 2 };

export const atLeast = (role: Role, least: StaffRole) => RANK[role] >= RANK[least];

/**
 * A person's role, read on every staff request (never cached): a revoked role stops working at
 * once, on every node. Everyone without a staff row is a learner.
 */
export async function roleOf(db: Db, userId: string): Promise<Role> {
  const rows = await queryRows<{ role: StaffRole }>(
    db,
    sql`select role from staff_roles where user_id = ${userId}`,
  );
  return rows[0]?.role ?? 'learner';
}
