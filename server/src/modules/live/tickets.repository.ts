import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { LIVE_CHANNEL } from './live.repository';

/* The chat's single-use tickets, by hash (docs/decisions/016). */

export async function saveTicket(
  db: Db,
  t: { hash: string; userId: string; classId: number; expiresAt: Date; now: Date },
) {
  await queryRows(
    db,
    sql`with gone as (delete from live_tickets where expires_at < ${t.now.toISOString()})
        insert into live_tickets (ticket_hash, user_id, live_class_id, expires_at)
        values (${t.hash}, ${t.userId}, ${t.classId}, ${t.expiresAt.toISOString()})`,
  );
}

/** Takes the ticket away (used once, whatever follows) and says whose it was. */
export async function takeTicket(db: Db, hash: string) {
  const rows = await queryRows<{
    userId: string;
    classId: number;
    expiresAt: Date;
    userName: string;
  }>(
    db,
    sql`with t as (delete from live_tickets where ticket_hash = ${hash}
          returning user_id, live_class_id, expires_at)
        select t.user_id as "userId", t.live_class_id as "classId", t.expires_at as "expiresAt",
          u.name as "userName"
        from t join users u on u.id = t.user_id`,
  );
  return rows[0] ?? null;
}

/**
 * An account's sessions ended (sign-out, deletion): its unused tickets go, and every node closes
 * its sockets. One statement.
 */
export async function endChatOf(db: Db, userId: string) {
  await queryRows(
    db,
    sql`with gone as (delete from live_tickets where user_id = ${userId})
        select pg_notify(${LIVE_CHANNEL}, json_build_object('k', 'x', 'u', ${userId}::text)::text)`,
  );
}
