import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** This session proved the second factor (a code answered while signed in). */
export async function markSessionVerified(db: Db, sessionId: string) {
  await db.execute(sql`update sessions set two_factor_verified = true
    where id = ${sessionId}
      and exists (select 1 from users u where u.id = sessions.user_id and u.two_factor_enabled)`);
}

/**
 * Removes a person's authenticator secret and backup codes; none of their sessions counts as
 * having proved a factor any more, so staff work waits for a new enrolment.
 */
export async function removeFactor(db: Db, userId: string) {
  await db.execute(sql`delete from two_factors where user_id = ${userId}`);
  await db.execute(sql`update users set two_factor_enabled = false where id = ${userId}`);
  await db.execute(sql`update sessions set two_factor_verified = false where user_id = ${userId}`);
}
