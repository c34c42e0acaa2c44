import { sql } from 'drizzle-orm';
import type { Person, Role } from '@pariksha/contracts/admin';
import { queryRows, type Db } from '../../db/client';
import { containing } from '../../lib/sql-like';

const columns = sql`u.id as "userId", u.name, u.email, coalesce(r.role, 'learner') as role,
  u.two_factor_enabled as "twoFactorEnabled"`;
const from = sql`from users u left join staff_roles r on r.user_id = u.id`;

/** Staff by role then name; with an email, the accounts whose email contains it instead. */
export function findPeople(db: Db, email?: string) {
  const where = email
    ? sql`where u.email ilike ${containing(email)}`
    : sql`where r.role is not null`;
  return queryRows<Person>(
    db,
    sql`select ${columns} ${from} ${where} order by r.role nulls last, u.name, u.email limit 100`,
  );
}

export async function findPerson(db: Db, userId: string) {
  const rows = await queryRows<Person>(db, sql`select ${columns} ${from} where u.id = ${userId}`);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await queryRows<Person>(
    db,
    sql`select ${columns} ${from} where lower(u.email) = lower(${email})`,
  );
  return rows[0] ?? null;
}

export async function writeRole(db: Db, userId: string, role: Role) {
  if (role === 'learner') {
    await db.execute(sql`delete from staff_roles where user_id = ${userId}`);
    return;
  }
  await db.execute(sql`insert into staff_roles (user_id, role) values (${userId}, ${role})
    on conflict (user_id) do update set role = excluded.role`);
}
