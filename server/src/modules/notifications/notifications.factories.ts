import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { notificationUrl, type NotificationPage } from '@pariksha/contracts/notifications';
import type { App } from '../../app';
import { courses, notificationEvents, users } from '../../db/schema/index';
import { createUser } from '../../../test/helper';

// Test factories of notifications: learners of an exam level, and reading what they were told.

type Caller = { headers: Record<string, string> };

/**
 * A learner whose exam level is `courseId`'s (profiles.target_*), in `language` when given, with
 * the address confirmed (as from the sign-up mail's link) unless `confirmed` is false.
 */
export async function learnerOfCourse(
  app: App,
  courseId: number,
  language?: 'en' | 'ml',
  { confirmed = true } = {},
) {
  const [course] = await app.db
    .select({ categoryId: courses.categoryId, levelId: courses.levelId })
    .from(courses)
    .where(eq(courses.id, courseId));
  const user = await createUser(app);
  const res = await app.inject({
    method: 'PATCH',
    url: AccountPaths.userDetails,
    headers: user.headers,
    payload: {
      targetCategoryId: course!.categoryId,
      targetLevelId: course!.levelId,
      ...(language && { language }),
    },
  });
  if (res.statusCode !== 200) throw new Error(`profile: ${res.statusCode} ${res.body}`);
  if (confirmed)
    await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

export async function notificationsOf(app: App, who: Caller) {
  const res = await app.inject({
    method: 'GET',
    url: notificationUrl.list(),
    headers: who.headers,
  });
  if (res.statusCode !== 200) throw new Error(`notifications: ${res.statusCode} ${res.body}`);
  return res.json() as NotificationPage;
}

/** Waits until every raised event has reached its whole audience (the jobs run on their own). */
export async function fannedOut(app: App, events: number, timeout = 30_000) {
  await vi.waitFor(
    async () => {
      const rows = await app.db.select().from(notificationEvents);
      if (rows.length < events || rows.some((r) => r.doneAt === null))
        throw new Error(`${rows.filter((r) => r.doneAt).length} of ${events} events fanned out`);
    },
    { timeout, interval: 100 },
  );
}
