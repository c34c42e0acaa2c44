import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { seedCatalogue } from '../../seed/catalogue';
import { DEMO_LEARNER, seedDemoLearner } from '../../seed/demo-learner';
import { DEMO_TEACHER, seedLive } from '../../seed/live';
import { inArray } from 'drizzle-orm';
import { outboundMails, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo learner', () => {
  it('signs in straight to the app: a finished profile aimed at Kerala PSC 10th level', async () => {
    await seedCatalogue(t.app);
    await seedDemoLearner(t.app);
    await seedDemoLearner(t.app); // idempotent
    const signIn = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signIn,
      headers: { origin: 'http://localhost:3000' },
      payload: { email: DEMO_LEARNER.email, password: DEMO_LEARNER.password },
    });
    expect(signIn.statusCode).toBe(200);
    const me = await t.app.inject({
      url: AccountPaths.userDetails,
      headers: { authorization: `Bearer ${signIn.json().token}` },
    });
    const categories = await t.app.inject({
      url: catalogueUrl.categories(),
      headers: { authorization: `Bearer ${signIn.json().token}` },
    });
    const kerala = categories.json().data.find((c: { slug: string }) => c.slug === 'kerala-psc');
    expect(me.json().data).toMatchObject({
      name: 'Demo Learner',
      profileComplete: true,
      phone: expect.stringMatching(/^\+91\d{10}$/),
      targetCategoryId: kerala.id,
      targetLevelId: expect.any(Number),
    });
  });

  it('are confirmed from the start, so no confirmation mail goes to their made-up addresses', async () => {
    await seedLive(t.app);
    const demo = await t.app.db
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(inArray(users.email, [DEMO_LEARNER.email, DEMO_TEACHER.email]));
    expect(demo).toHaveLength(2);
    expect(demo.every((u) => u.emailVerified)).toBe(true);
    expect(await t.app.db.select({ to: outboundMails.to }).from(outboundMails)).toEqual([]);
  });
});
