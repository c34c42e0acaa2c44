import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Language } from '@pariksha/contracts/fields';
import type { Db } from '../../db/client';
import { accounts, categories, levels, profiles, staffRoles, users } from '../../db/schema/index';

export type DetailsRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  phone: string | null;
  imagePath: string | null;
  targetCategoryId: number | null;
  targetLevelId: number | null;
  completedAt: Date | null;
  language: Language | null;
  hasPassword: boolean;
  leaderboardName: string | null;
  staffRole: 'teacher' | 'admin' | null;
};

export type ProfilePatch = Partial<{
  phone: string;
  imagePath: string | null;
  targetCategoryId: number;
  targetLevelId: number;
  completedAt: Date;
  language: Language;
  leaderboardName: string | null;
}>;

export async function findDetails(db: Db, userId: string): Promise<DetailsRow | undefined> {
  const hasPassword = sql<boolean>`exists (select 1 from ${accounts} where ${and(
    eq(accounts.userId, users.id),
    eq(accounts.providerId, 'credential'),
    isNotNull(accounts.password),
  )})`;
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      phone: profiles.phone,
      imagePath: profiles.imagePath,
      targetCategoryId: profiles.targetCategoryId,
      targetLevelId: profiles.targetLevelId,
      completedAt: profiles.completedAt,
      language: profiles.language,
      leaderboardName: profiles.leaderboardName,
      hasPassword,
      staffRole: sql<'teacher' | 'admin' | null>`${staffRoles.role}`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(staffRoles, eq(staffRoles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function updateName(db: Db, userId: string, name: string, now: Date) {
  await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: string) {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

export async function upsertProfile(db: Db, userId: string, patch: ProfilePatch, now: Date) {
  await db
    .insert(profiles)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...patch, updatedAt: now } });
}

/**
 * Points the profile at a new photo unless it already shows a newer one of this learner (two
 * uploads at once: the later one wins, whichever finishes first). Answers whether it did.
 */
export async function setPhotoIfNewer(db: Db, userId: string, imagePath: string, now: Date) {
  const current = profiles.imagePath;
  const rows = await db
    .insert(profiles)
    .values({ userId, imagePath, updatedAt: now })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { imagePath, updatedAt: now },
      // Names compare byte by byte, as the media store sorts them.
      setWhere: sql`${current} is null or not starts_with(${current}, ${`avatars/${userId}/`})
        or ${current} collate "C" < ${imagePath}`,
    })
    .returning({ userId: profiles.userId });
  return rows.length > 0;
}

export async function categoryExists(db: Db, id: number) {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return rows.length > 0;
}

export async function levelExists(db: Db, id: number) {
  const rows = await db.select({ id: levels.id }).from(levels).where(eq(levels.id, id));
  return rows.length > 0;
}

export async function findUserIdByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** Slug → id, for the demo seed. */
export async function findTargetBySlugs(db: Db, categorySlug: string, levelSlug: string) {
  const [c] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, categorySlug));
  const [l] = await db.select({ id: levels.id }).from(levels).where(eq(levels.slug, levelSlug));
  return { categoryId: c?.id ?? null, levelId: l?.id ?? null };
}

/** The exam a learner prepares for (their profile's category), or null until they choose one. */
export async function targetCategoryOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: profiles.targetCategoryId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.id ?? null;
}
