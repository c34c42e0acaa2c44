import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Fastify from 'fastify';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { TwoFactorPaths, twoFactorUrl } from '@pariksha/contracts/two-factor';
import {
  buildTestApp,
  createUser,
  enrolFactor,
  signIn,
  totpCode,
  type TestApp,
} from '../../../test/helper';
import { createStaff, createUnenrolledStaff, grantRole } from '../admin/admin.factories';

/*
 * Two-factor sign-in: staff routes need a second factor proved in the session, whatever way the
 * session began; sign-in asks for the code; wrong codes are counted; an admin's reset is audited.
 */

/** Every route as it is registered, so the staff routes are found, not listed by hand. */
const served = vi.hoisted(() => [] as { method: string; url: string; staff: boolean }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof Fastify>();
  const fastify = (opts?: Fastify.FastifyServerOptions) => {
    const app = actual.default(opts);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') served.push({ method, url: route.url, staff: false });
    });
    return app;
  };
  return { ...actual, default: fastify, fastify };
});

const origin = { origin: 'http://localhost:3000' };
let t: TestApp;
let address = 0;
const nextAddress = () => `10.77.${(++address >> 8) & 255}.${address & 255}`;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...origin, ...headers },
    payload,
    remoteAddress: nextAddress(),
  });

/**
 * The registered routes a staff guard refuses: each is called as a learner, and those that
 * answer FORBIDDEN before reading anything are the staff routes.
 */
async function staffRoutes() {
  const learner = await createUser(t.app);
  const found: { method: string; url: string }[] = [];
  // The two routes that would end the learner's session are no staff routes.
  const ending = new Set([`POST ${AccountPaths.signOut}`, `DELETE ${AccountPaths.userDetails}`]);
  for (const r of served) {
    if (!r.url.startsWith('/api/') || ending.has(`${r.method} ${r.url}`)) continue;
    const url = r.url.replace(/:(\w+)/g, '1').replace('*', 'x');
    const res = await t.app.inject({ method: r.method as 'GET', url, headers: learner.headers });
    if (res.statusCode === 403 && res.json().error.code === 'FORBIDDEN') found.push({ ...r, url });
  }
  const still = await t.app.inject({ url: AccountPaths.userDetails, headers: learner.headers });
  if (still.statusCode !== 200) throw new Error('the probe lost its session');
  return found;
}

describe('staff without a second factor', () => {
  it('is refused on every staff route, with the code the console understands', async () => {
    const routes = await staffRoutes();
    // The console's API under /api/admin and the live classes' moderation, at least.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.some((r) => r.url.startsWith('/api/admin/people'))).toBe(true);
    const teacher = await createUnenrolledStaff(t.app, 'admin');
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: teacher.headers,
      });
      const code = res.statusCode === 403 ? res.json().error.code : res.statusCode;
      if (code !== 'TWO_FACTOR_ENROLMENT_REQUIRED') wrong.push(`${r.method} ${r.url} → ${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('signs in to a session whose status says to enrol, and enrolment opens the console', async () => {
    const teacher = await createUnenrolledStaff(t.app, 'teacher');
    const session = await signIn(t.app, teacher, nextAddress());
    const status = await t.app.inject({ url: TwoFactorPaths.status, headers: session.headers });
    expect(status.json().data).toEqual({ enabled: false, required: true, verified: false });
    const console = (h: Record<string, string>) =>
      t.app.inject({ url: '/api/admin/categories', headers: h });
    expect((await console(session.headers)).json().error.code).toBe(
      'TWO_FACTOR_ENROLMENT_REQUIRED',
    );

    const factor = await enrolFactor(t.app, { token: session.token, password: teacher.password });
    expect(factor.backupCodes).toHaveLength(10);
    expect((await console(factor.headers)).statusCode).toBe(200);
    // Enrolment replaced the session it was done in.
    expect((await console(session.headers)).statusCode).toBe(401);
  });

  it('a session from before the grant reaches staff routes only once it proves the factor', async () => {
    const person = await createUser(t.app);
    const elsewhere = await signIn(t.app, person, nextAddress());
    await grantRole(t.app, person.id, 'teacher');
    const call = (h: Record<string, string>) =>
      t.app.inject({ url: '/api/admin/categories', headers: h });
    expect((await call(person.headers)).json().error.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');

    // Enrolled on another device: that device's new session works, the old one asks for a code.
    const factor = await enrolFactor(t.app, { token: elsewhere.token, password: person.password });
    expect((await call(factor.headers)).statusCode).toBe(200);
    expect((await call(person.headers)).json().error.code).toBe('TWO_FACTOR_REQUIRED');
    const status = await t.app.inject({ url: TwoFactorPaths.status, headers: person.headers });
    expect(status.json().data).toEqual({ enabled: true, required: true, verified: false });

    const wrong = await post(TwoFactorPaths.verifyTotp, { code: 'abcdef' }, person.headers);
    expect(wrong.statusCode).toBe(400);
    expect((await call(person.headers)).statusCode).toBe(403);
    const proved = await post(
      TwoFactorPaths.verifyTotp,
      { code: totpCode(factor.secret) },
      person.headers,
    );
    expect(proved.statusCode).toBe(200);
    expect((await call(person.headers)).statusCode).toBe(200);
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge and no usable session without the code', async () => {
    const teacher = await createStaff(t.app, 'teacher');
    const res = await post(AccountPaths.signIn, {
      email: teacher.email,
      password: teacher.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      twoFactorRedirect: true,
      twoFactorMethods: ['totp'],
      challenge: expect.any(String),
    });
    expect(body.token).toBeUndefined();
    // The challenge is no bearer token.
    const asToken = await t.app.inject({
      url: '/api/admin/categories',
      headers: { authorization: `Bearer ${body.challenge}` },
    });
    expect(asToken.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();

    const ok = await post(TwoFactorPaths.verifyTotp, {
      challenge: body.challenge,
      code: totpCode(teacher.totpSecret),
    });
    expect(ok.statusCode).toBe(200);
    const session = { authorization: `Bearer ${ok.json().token}` };
    expect(
      (await t.app.inject({ url: '/api/admin/categories', headers: session })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong code at the field, and ends the challenge after five', async () => {
    const teacher = await createStaff(t.app, 'teacher');
    const { challenge } = (
      await post(AccountPaths.signIn, { email: teacher.email, password: teacher.password })
    ).json();
    const right = totpCode(teacher.totpSecret);
    const wrongCode = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await post(TwoFactorPaths.verifyTotp, { challenge, code: wrongCode });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'code' }],
      });
    }
    const sixth = await post(TwoFactorPaths.verifyTotp, { challenge, code: right });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().error.code).toBe('TWO_FACTOR_CHALLENGE_ENDED');
  });

  it('counts codes per account while signed in, five a minute', async () => {
    // The enrolment's own code was the first of the five.
    const teacher = await createStaff(t.app, 'teacher');
    const tries = [];
    for (let i = 0; i < 5; i++)
      tries.push(await post(TwoFactorPaths.verifyTotp, { code: '000000' }, teacher.headers));
    expect(tries.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 429]);
    expect(tries[4]!.json().error.code).toBe('RATE_LIMITED');
    expect(Number(tries[4]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes a backup code once', async () => {
    const teacher = await createStaff(t.app, 'teacher');
    const [code] = teacher.backupCodes;
    const challengeOf = async () =>
      (await post(AccountPaths.signIn, { email: teacher.email, password: teacher.password })).json()
        .challenge as string;
    const first = await post(TwoFactorPaths.verifyBackupCode, {
      challenge: await challengeOf(),
      code: code!,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toEqual(expect.any(String));
    const again = await post(TwoFactorPaths.verifyBackupCode, {
      challenge: await challengeOf(),
      code: code!,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details).toEqual([{ field: 'code', message: expect.any(String) }]);
  });

  it('refuses an unknown challenge', async () => {
    const res = await post(TwoFactorPaths.verifyTotp, { challenge: 'made-up.x', code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TWO_FACTOR_CHALLENGE_ENDED');
  });
});

describe("an admin's reset", () => {
  it('is audited, and the person enrols again before any staff work', async () => {
    const admin = await createStaff(t.app, 'admin');
    const teacher = await createStaff(t.app, 'teacher');
    const res = await t.app.inject({
      method: 'DELETE',
      url: twoFactorUrl.reset(teacher.id),
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ userId: teacher.id, twoFactorEnabled: false });

    const audit = await t.app.inject({
      url: adminUrl.audit({ entity: 'two_factor', entityId: teacher.id }),
      headers: admin.headers,
    });
    expect(audit.json().data[0]).toMatchObject({
      actorEmail: admin.email,
      action: 'reset',
      entity: 'two_factor',
      entityId: teacher.id,
      before: { email: teacher.email, twoFactorEnabled: true },
      after: { email: teacher.email, twoFactorEnabled: false },
    });

    // The session that proved the old factor reaches no staff route; sign-in gives a session
    // without a challenge, and the console asks for enrolment.
    const staffCall = (h: Record<string, string>) =>
      t.app.inject({ url: '/api/admin/categories', headers: h });
    expect((await staffCall(teacher.headers)).json().error.code).toBe(
      'TWO_FACTOR_ENROLMENT_REQUIRED',
    );
    const again = await signIn(t.app, teacher, nextAddress());
    expect((await staffCall(again.headers)).json().error.code).toBe(
      'TWO_FACTOR_ENROLMENT_REQUIRED',
    );
    const factor = await enrolFactor(t.app, { token: again.token, password: teacher.password });
    expect(factor.secret).not.toBe(teacher.totpSecret);
    expect((await staffCall(factor.headers)).statusCode).toBe(200);
  });

  it("is not an admin's to do on their own factor, nor a teacher's", async () => {
    const admin = await createStaff(t.app, 'admin');
    const teacher = await createStaff(t.app, 'teacher');
    const own = await t.app.inject({
      method: 'DELETE',
      url: twoFactorUrl.reset(admin.id),
      headers: admin.headers,
    });
    expect(own.statusCode).toBe(409);
    const byTeacher = await t.app.inject({
      method: 'DELETE',
      url: twoFactorUrl.reset(admin.id),
      headers: teacher.headers,
    });
    expect(byTeacher.statusCode).toBe(403);
  });
});

describe('learners', () => {
  it('turn it on and off for themselves; staff cannot turn theirs off', async () => {
    const learner = await createUser(t.app);
    const status = async (h: Record<string, string>) =>
      (await t.app.inject({ url: TwoFactorPaths.status, headers: h })).json().data;
    expect(await status(learner.headers)).toEqual({
      enabled: false,
      required: false,
      verified: false,
    });
    const factor = await enrolFactor(t.app, learner);
    expect(await status(factor.headers)).toEqual({
      enabled: true,
      required: false,
      verified: true,
    });

    // Sign-in now asks for the code.
    const signedIn = await signIn(t.app, { ...learner, totpSecret: factor.secret }, nextAddress());
    const off = await post(
      TwoFactorPaths.disable,
      { password: learner.password },
      signedIn.headers,
    );
    expect(off.statusCode).toBe(200);
    const next = { authorization: `Bearer ${off.json().token}` };
    expect(await status(next)).toEqual({ enabled: false, required: false, verified: false });
    const plain = await post(AccountPaths.signIn, {
      email: learner.email,
      password: learner.password,
    });
    expect(plain.json().token).toEqual(expect.any(String));

    const teacher = await createStaff(t.app, 'teacher');
    const refused = await post(
      TwoFactorPaths.disable,
      { password: teacher.password },
      teacher.headers,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  });
});
