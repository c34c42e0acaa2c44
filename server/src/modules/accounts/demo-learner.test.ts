import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { seedCatalogue } from '../../seed/catalogue';
import { DEMO_LEARNER, seedDemoLearner } from '../../seed/demo-learner';
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
});
