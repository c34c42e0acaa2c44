import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

/** A live session by its raw token, with its user: one indexed join. */
export async function findLiveSession(db: Db, token: string, now: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      updatedAt: sessions.updatedAt,
      id: users.id,
      email: users.email,
      name: users.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0];
}
