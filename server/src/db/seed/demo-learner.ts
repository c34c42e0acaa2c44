import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../schema/index';

export const DEMO_LEARNER = {
  name: 'Demo Learner',
  email: 'demo@pariksha.local',
  password: 'pariksha-demo',
};

export async function seedDemoLearner(app: FastifyInstance) {
  const existing = await app.db.select().from(users).where(eq(users.email, DEMO_LEARNER.email));
  if (existing.length === 0) await app.auth.api.signUpEmail({ body: DEMO_LEARNER });
  app.log.info(
    `Demo learner (demo data): ${DEMO_LEARNER.email} / password ${DEMO_LEARNER.password}`,
  );
}
