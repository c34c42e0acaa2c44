import type { FastifyInstance } from 'fastify';
import {
  findTargetBySlugs,
  findUserIdByEmail,
  markEmailVerified,
  upsertProfile,
} from '../modules/accounts/accounts.repository';
import { createConfirmedAccount } from '../modules/auth/auth.service';

export const DEMO_LEARNER = {
  name: 'Demo Learner',
  email: 'demo@pariksha.local',
  password: 'pariksha-demo',
};

/** The demo learner with a finished profile, preparing for Kerala PSC 10th-level exams when the catalogue has them. */
export async function seedDemoLearner(app: FastifyInstance) {
  let userId = await findUserIdByEmail(app.db, DEMO_LEARNER.email);
  userId ??= await createConfirmedAccount(app.auth, DEMO_LEARNER);
  await finishDemoProfile(app, userId);
  app.log.info(
    `Demo learner (demo data): ${DEMO_LEARNER.email} / password ${DEMO_LEARNER.password}`,
  );
}

/**
 * A demo account's profile, finished, so it signs in straight to home (and to the console). Its
 * made-up address counts as confirmed (also for accounts seeded before they were made so).
 */
export async function finishDemoProfile(app: FastifyInstance, userId: string) {
  await markEmailVerified(app.db, userId);
  const target = await findTargetBySlugs(app.db, 'kerala-psc', '10th-level');
  const now = app.clock.now();
  await upsertProfile(
    app.db,
    userId,
    {
      // Made up for the demo accounts.
      phone: '+919000000000',
      ...(target.categoryId ? { targetCategoryId: target.categoryId } : {}),
      ...(target.levelId ? { targetLevelId: target.levelId } : {}),
      completedAt: now,
    },
    now,
  );
}
