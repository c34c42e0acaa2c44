import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

// Built and prepared once per database: this runs for every learner new to a node's cache.
const statements = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  return db
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
    .where(
      and(
        eq(sessions.token, sql.placeholder('token')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find-live-session');
}

/** A live session by its raw token, with its user: one indexed join. */
export async function findLiveSession(db: Db, token: string, now: Date) {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepare(db)));
  const rows = await statement.execute({ token, now });
  return rows[0];
}
