import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Language } from '@pariksha/contracts/languages';
import type { Db } from '../../db/client';
import { accounts, profiles, sessions, users } from '../../db/schema/index';

/** The interface language the learner chose, if any (their mails speak it). */
export async function languageOf(db: Db, userId: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.language ?? null;
}

/** The account's address as it is now (a session remembers the one it was made with). */
export async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** Whether the account signs in with a password (not only through the identity provider). */
export async function hasPassword(db: Db, userId: string) {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, 'credential'),
        isNotNull(accounts.password),
      ),
    );
  return rows.length > 0;
}

/** The account's live sessions, the most recently used first. */
export async function liveSessionsOf(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      token: sessions.token,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
}
export type SessionRow = Awaited<ReturnType<typeof liveSessionsOf>>[number];
