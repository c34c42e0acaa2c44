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

/** What a staff route asks of its caller: the role, an enrolled factor, and this session's proof. */
export type StaffAccess = { role: Role; enrolled: boolean; verified: boolean };

/** The caller's role and second factor, read afresh on every staff request (one query). */
export async function staffAccess(db: Db, userId: string, sessionId: string): Promise<StaffAccess> {
  const rows = await queryRows<StaffAccess>(
    db,
    sql`select coalesce(r.role, 'learner') as role, u.two_factor_enabled as enrolled,
          coalesce(s.two_factor_verified, false) as verified
        from users u
        left join staff_roles r on r.user_id = u.id
        left join sessions s on s.id = ${sessionId} and s.user_id = u.id
        where u.id = ${userId}`,
  );
  return rows[0] ?? { role: 'learner', enrolled: false, verified: false };
}

/**
 * The role a person acts with where no session is at hand (the media cookie, a live class's
 * moderation flag): a staff role counts only once its second factor is set up.
 */
export async function actingRoleOf(db: Db, userId: string): Promise<Role> {
  const rows = await queryRows<{ role: StaffRole }>(
    db,
    sql`select r.role from staff_roles r join users u on u.id = r.user_id
        where r.user_id = ${userId} and u.two_factor_enabled`,
  );
  return rows[0]?.role ?? 'learner';
}
