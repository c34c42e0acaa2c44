import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmailVerificationToken } from 'better-auth/api';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { enrolmentStaffUrl, enrolmentUrl } from '@pariksha/contracts/enrolment-paths';
import { accessCodes, batchMembers, codeRedemptions } from '../../db/schema/index';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { callAs, createStaff } from '../admin/admin.factories';
import { createCourse, createExam } from '../exams/exams.factories';
import { CODES_PER_ACCOUNT } from '../auth/limits';
import { auditOf, createBatch, createCodes, restrictedCourse } from './enrolment.factories';
import { assertMayOpen, entitlement, entitlements } from './enrolment.service';
import * as staff from './enrolment.staff.service';
import { SYSTEM_ACTOR } from '../../lib/audit';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await buildTestApp({ FAST_PASSWORD_HASH: '1' });
});
// Each test moves the clock; a session of its own keeps the admin signed in through it.
beforeEach(async () => {
  admin = await createStaff(t.app, 'admin');
});
afterAll(() => t.close());

// Hours, not days: the sessions the tests sign in with outlive every step of the clock.
const HOUR = 60 * 60 * 1000;
const now = () => t.app.clock.now();
let address = 0;
/** Each learner's code from an address of its own: these tests are not about per-address limits. */
const redeem = (who: { headers: Record<string, string> }, code: string) =>
  t.app.inject({
    method: 'POST',
    url: enrolmentUrl.redeem(),
    headers: who.headers,
    remoteAddress: `10.77.${(++address >> 8) & 255}.${address & 255}`,
    payload: { code },
  });

describe('redeeming a code', () => {
  it('lets exactly as many learners in as the code has seats, however many try at once', async () => {
    const course = await restrictedCourse(t.app);
    const [code] = await createCodes(t.app, { courseId: course.id }, { seats: 10 });
    const learners = await Promise.all(Array.from({ length: 50 }, () => createUser(t.app)));
    const answers = await Promise.all(learners.map((l) => redeem(l, code!.code)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(10);
    expect(refused.map((r) => r.json().error.code)).toEqual(Array(40).fill('ACCESS_CODE_USED_UP'));
    const [row] = await t.app.db.select().from(accessCodes).where(eq(accessCodes.id, code!.id));
    expect(row!.seatsUsed).toBe(10);
    const [used] = await t.app.db
      .select({ n: count() })
      .from(codeRedemptions)
      .where(eq(codeRedemptions.codeId, code!.id));
    expect(used!.n).toBe(10);
    const access = await Promise.all(
      learners.map(async (l) => (await entitlement(t.app.db, course.id, l.id, now())).access),
    );
    expect(access.filter((a) => a === 'enrolled')).toHaveLength(10);
    expect(access.filter((a) => a === 'none')).toHaveLength(40);
  });

  it('takes the code however it is typed, and a second entry takes no second seat', async () => {
    const course = await restrictedCourse(t.app);
    const [code] = await createCodes(t.app, { courseId: course.id }, { seats: 2 });
    const learner = await createUser(t.app);
    const typed = ` ${code!.code.toLowerCase().replace(/-/g, ' - ')} `;
    const first = await redeem(learner, typed);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      courses: [{ id: course.id, course_name: course.name }],
      until: null,
      already: false,
    });
    const again = await redeem(learner, code!.code.replace(/-/g, ''));
    expect(again.json().data.already).toBe(true);
    const [row] = await t.app.db.select().from(accessCodes).where(eq(accessCodes.id, code!.id));
    expect(row!.seatsUsed).toBe(1);
  });

  it('says what is wrong with a code, and a wrong one reads the same however it is wrong', async () => {
    const course = await restrictedCourse(t.app);
    const learner = await createUser(t.app);
    const refusal = async (code: string) => {
      const res = await redeem(learner, code);
      return { status: res.statusCode, ...res.json().error };
    };
    const wrong = {
      status: 400,
      code: 'ACCESS_CODE_INVALID',
      message: 'This code is not valid. Check it and try again.',
    };
    expect(await refusal('AAAA-AAAA-AA')).toEqual(wrong);
    expect(await refusal('not a code!')).toEqual(wrong);

    const [expiring] = await createCodes(
      t.app,
      { courseId: course.id },
      { expiresAt: new Date(now().getTime() + HOUR).toISOString() },
    );
    t.clock.advance(HOUR);
    expect(await refusal(expiring!.code)).toEqual({
      status: 409,
      code: 'ACCESS_CODE_EXPIRED',
      message: 'This code has expired.',
    });

    const [revoked] = await createCodes(t.app, { courseId: course.id });
    await staff.revokeCode(t.app.db, SYSTEM_ACTOR, revoked!.id, now());
    expect(await refusal(revoked!.code)).toEqual({
      status: 409,
      code: 'ACCESS_CODE_REVOKED',
      message: 'This code has been withdrawn.',
    });

    const [single] = await createCodes(t.app, { courseId: course.id });
    expect((await redeem(await createUser(t.app), single!.code)).statusCode).toBe(200);
    expect(await refusal(single!.code)).toEqual({
      status: 409,
      code: 'ACCESS_CODE_USED_UP',
      message: 'This code has been used as many times as it may.',
    });
    expect((await entitlement(t.app.db, course.id, learner.id, now())).access).toBe('none');
  });

  it('limits the tries of one account', async () => {
    const learner = await createUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i <= CODES_PER_ACCOUNT.max; i += 1)
      statuses.push((await redeem(learner, 'WRONG-CODE-00')).statusCode);
    expect(statuses.slice(0, CODES_PER_ACCOUNT.max)).toEqual(
      Array(CODES_PER_ACCOUNT.max).fill(400),
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses bad input in the error shape', async () => {
    const learner = await createUser(t.app);
    for (const payload of [
      {},
      { code: '' },
      { code: 7 },
      { code: 'x'.repeat(41) },
      { code: 'A', more: 1 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: enrolmentUrl.redeem(),
        headers: learner.headers,
        remoteAddress: '10.78.0.1',
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(
      (await t.app.inject({ method: 'POST', url: enrolmentUrl.redeem(), payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('batches', () => {
  it('open their courses until their end on the app clock, then nothing is deleted', async () => {
    const course = await restrictedCourse(t.app);
    const batch = await createBatch(t.app, [course.id], {
      endsAt: new Date(now().getTime() + 10 * HOUR),
    });
    const [code] = await createCodes(t.app, { batchId: batch.id }, { seats: 5 });
    const learner = await createUser(t.app);
    const res = await redeem(learner, code!.code);
    expect(res.json().data).toMatchObject({
      courses: [{ id: course.id }],
      until: batch.endsAt,
    });
    expect(await entitlement(t.app.db, course.id, learner.id, now())).toEqual({
      access: 'enrolled',
      until: new Date(batch.endsAt),
    });
    const mine = await callAs(t.app, learner, 'GET', enrolmentUrl.myCourses());
    expect(mine.json().data).toEqual([
      expect.objectContaining({ id: course.id, access: 'enrolled', until: batch.endsAt }),
    ]);

    t.clock.set(new Date(new Date(batch.endsAt).getTime() - 1));
    expect((await entitlement(t.app.db, course.id, learner.id, now())).access).toBe('enrolled');
    t.clock.set(new Date(batch.endsAt));
    expect(await entitlement(t.app.db, course.id, learner.id, now())).toEqual({ access: 'none' });
    const after = await callAs(t.app, learner, 'GET', enrolmentUrl.myCourses());
    expect(after.json().data).toEqual([
      expect.objectContaining({ id: course.id, access: 'none', until: null }),
    ]);
    // Its code is spent with it.
    expect((await redeem(await createUser(t.app), code!.code)).json().error.code).toBe(
      'ACCESS_CODE_EXPIRED',
    );
    const members = await t.app.db
      .select()
      .from(batchMembers)
      .where(eq(batchMembers.batchId, batch.id));
    expect(members.map((m) => m.userId)).toEqual([learner.id]);

    // An extension opens it again, and is audited as one.
    const extended = await callAs(t.app, admin, 'PUT', enrolmentStaffUrl.batch(batch.id), {
      name: batch.name,
      startsAt: batch.startsAt,
      endsAt: new Date(now().getTime() + HOUR).toISOString(),
      courseIds: [course.id],
      updatedAt: batch.updatedAt,
    });
    expect(extended.statusCode).toBe(200);
    expect((await entitlement(t.app.db, course.id, learner.id, now())).access).toBe('enrolled');
    const audit = await auditOf(t.app, 'batch');
    expect(audit.filter((a) => a.entityId === String(batch.id)).map((a) => a.action)).toEqual([
      'create',
      'generate-codes',
      'extend',
    ]);
  });

  it('take a CSV of emails: accounts at once, other addresses once confirmed by an account', async () => {
    const course = await restrictedCourse(t.app);
    const batch = await createBatch(t.app, [course.id]);
    const known = await createUser(t.app);
    const pendingEmail = `new-${Date.now()}@example.com`;
    const csv = [
      'email,name',
      `${known.email.toUpperCase()},Known`,
      `"${pendingEmail}",Someone new`,
      '',
      'not an email',
      known.email,
    ].join('\r\n');
    const res = await callAs(t.app, admin, 'POST', enrolmentStaffUrl.batchMembersImport(batch.id), {
      csv,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      lines: [
        { line: 2, email: known.email, outcome: 'added' },
        { line: 3, email: pendingEmail, outcome: 'pending' },
        { line: 5, email: 'not an email', outcome: 'invalid' },
        { line: 6, email: known.email, outcome: 'already' },
      ],
      added: 1,
      pending: 1,
      already: 1,
      invalid: 1,
    });
    expect((await entitlement(t.app.db, course.id, known.id, now())).access).toBe('enrolled');

    const list = async () =>
      (await callAs(t.app, admin, 'GET', enrolmentStaffUrl.batchMembers(batch.id))).json().data;
    expect(await list()).toEqual([
      expect.objectContaining({ userId: known.id, email: known.email, pending: false }),
      expect.objectContaining({ userId: null, email: pendingEmail, pending: true }),
    ]);

    // Signing up with the address is not enough: anyone could type it.
    const newcomer = await createUser(t.app, { email: pendingEmail });
    expect((await entitlement(t.app.db, course.id, newcomer.id, now())).access).toBe('none');
    // Confirming it is.
    const secret = (await t.app.auth.$context).secret;
    const token = await createEmailVerificationToken(secret, pendingEmail);
    const confirmed = await t.app.inject({
      method: 'GET',
      url: `${AccountPaths.verifyEmail}?token=${encodeURIComponent(token)}`,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await entitlement(t.app.db, course.id, newcomer.id, now())).access).toBe('enrolled');
    expect(await list()).toEqual([
      expect.objectContaining({ userId: known.id }),
      expect.objectContaining({ userId: newcomer.id, email: pendingEmail, pending: false }),
    ]);
    const audit = (await auditOf(t.app, 'batch')).filter((a) => a.entityId === String(batch.id));
    expect(audit.map((a) => a.action)).toEqual(['create', 'add-members', 'claim-membership']);
  });

  it('take learners one by one, and let staff remove them', async () => {
    const course = await restrictedCourse(t.app);
    const batch = await createBatch(t.app, [course.id]);
    const learner = await createUser(t.app);
    const add = (email: string) =>
      callAs(t.app, admin, 'POST', enrolmentStaffUrl.batchMembers(batch.id), { email });
    const added = (await add(learner.email)).json().data;
    expect(added).toMatchObject({ userId: learner.id, email: learner.email, pending: false });
    const waiting = (await add('Later.Learner@Example.com')).json().data;
    expect(waiting).toMatchObject({
      userId: null,
      email: 'later.learner@example.com',
      pending: true,
    });
    expect(
      (await callAs(t.app, admin, 'GET', enrolmentStaffUrl.batch(batch.id))).json().data,
    ).toMatchObject({
      members: 1,
      pending: 1,
    });

    const removed = await callAs(
      t.app,
      admin,
      'DELETE',
      enrolmentStaffUrl.batchMember(batch.id, added.id),
    );
    expect(removed.statusCode).toBe(200);
    expect((await entitlement(t.app.db, course.id, learner.id, now())).access).toBe('none');
    const again = await callAs(
      t.app,
      admin,
      'DELETE',
      enrolmentStaffUrl.batchMember(batch.id, added.id),
    );
    expect(again.statusCode).toBe(404);
    const audit = (await auditOf(t.app, 'batch')).filter((a) => a.entityId === String(batch.id));
    expect(audit.map((a) => a.action)).toEqual([
      'create',
      'add-members',
      'add-members',
      'remove-member',
    ]);
  });

  it('refuses bad input with 400s, never a 500', async () => {
    const bad = [
      { name: 'x', startsAt: now().toISOString(), endsAt: now().toISOString(), courseIds: [] },
      { name: '', startsAt: now().toISOString(), endsAt: 'tomorrow', courseIds: [] },
      {
        name: 'x',
        startsAt: now().toISOString(),
        endsAt: new Date(now().getTime() + HOUR).toISOString(),
        courseIds: [2_000_000_000],
      },
    ];
    for (const body of bad) {
      const res = await callAs(t.app, admin, 'POST', enrolmentStaffUrl.batches(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const codes = [
      { count: 0, seats: 1, expiresAt: null, accessUntil: null, courseId: 1 },
      { count: 1001, seats: 1, expiresAt: null, accessUntil: null, courseId: 1 },
      { count: 1, seats: 1, expiresAt: null, accessUntil: null },
      { count: 1, seats: 1, expiresAt: null, accessUntil: null, courseId: 1, batchId: 1 },
    ];
    for (const body of codes) {
      const res = await callAs(t.app, admin, 'POST', enrolmentStaffUrl.codes(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const batch = await createBatch(t.app, []);
    const many = Array.from({ length: 5001 }, (_, i) => `l${i}@example.com`).join('\n');
    const tooMany = await callAs(
      t.app,
      admin,
      'POST',
      enrolmentStaffUrl.batchMembersImport(batch.id),
      {
        csv: many,
      },
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details).toEqual([
      { field: 'csv', message: 'Use at most 5000 emails a file' },
    ]);
    const missing = await callAs(
      t.app,
      admin,
      'GET',
      enrolmentStaffUrl.codes({ batchId: 2_000_000_000 }),
    );
    expect(missing.json().data).toEqual([]);
    expect((await callAs(t.app, admin, 'GET', '/api/admin/access-codes')).statusCode).toBe(400);
  });
});

describe('course codes, grants and previews', () => {
  it('grants a course until the code says; staff extend and revoke it, audited', async () => {
    const course = await restrictedCourse(t.app);
    const until = new Date(now().getTime() + 5 * HOUR).toISOString();
    const created = await callAs(t.app, admin, 'POST', enrolmentStaffUrl.codes(), {
      courseId: course.id,
      count: 3,
      seats: 2,
      expiresAt: null,
      accessUntil: until,
    });
    expect(created.statusCode).toBe(200);
    const codes = created.json().data as { code: string; id: number }[];
    expect(codes).toHaveLength(3);
    for (const c of codes)
      expect(c.code).toMatch(
        /^[34679ACDEFGHJKMNPQRTUVWXY]{4}-[34679ACDEFGHJKMNPQRTUVWXY]{4}-[34679ACDEFGHJKMNPQRTUVWXY]{2}$/,
      );

    const learner = await createUser(t.app);
    expect((await redeem(learner, codes[0]!.code)).json().data.until).toBe(until);
    const csv = await callAs(
      t.app,
      admin,
      'GET',
      enrolmentStaffUrl.codesExport({ courseId: course.id }),
    );
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')).toEqual([
      'code,seats,seats_used,expires_at,access_until,revoked_at',
      `${codes[0]!.code},2,1,,${until},`,
      `${codes[1]!.code},2,0,,${until},`,
      `${codes[2]!.code},2,0,,${until},`,
      '',
    ]);

    const [grant] = (
      await callAs(t.app, admin, 'GET', enrolmentStaffUrl.courseEnrolments(course.id))
    ).json().data;
    expect(grant).toMatchObject({ userId: learner.id, until, revokedAt: null });
    const later = new Date(now().getTime() + 50 * HOUR).toISOString();
    const extended = await callAs(t.app, admin, 'PUT', enrolmentStaffUrl.enrolment(grant.id), {
      until: later,
    });
    expect(extended.json().data.until).toBe(later);
    t.clock.advance(10 * HOUR);
    expect((await entitlement(t.app.db, course.id, learner.id, now())).until?.toISOString()).toBe(
      later,
    );
    await callAs(t.app, admin, 'DELETE', enrolmentStaffUrl.enrolment(grant.id));
    expect((await entitlement(t.app.db, course.id, learner.id, now())).access).toBe('none');
    // Entering the code again gives nothing back.
    expect((await redeem(learner, codes[0]!.code)).json().data.already).toBe(true);
    expect((await entitlement(t.app.db, course.id, learner.id, now())).access).toBe('none');

    const grants = (await auditOf(t.app, 'enrolment')).filter(
      (a) => a.entityId === String(grant.id),
    );
    expect(grants.map((a) => a.action)).toEqual(['extend', 'revoke']);
    expect(grants.every((a) => a.actorId === admin.id)).toBe(true);
    const redeemed = (await auditOf(t.app, 'access_code')).filter(
      (a) => a.entityId === String(codes[0]!.id),
    );
    expect(redeemed).toEqual([expect.objectContaining({ action: 'redeem', actorId: learner.id })]);
  });

  it('opens a preview item of a restricted course to anyone, and nothing else of it', async () => {
    const course = await restrictedCourse(t.app);
    const preview = await createExam(t.app, { courseId: course.id });
    const other = await createExam(t.app, { courseId: course.id });
    const learner = await createUser(t.app);
    expect((await entitlement(t.app.db, course.id, learner.id, now())).access).toBe('none');
    const marked = await callAs(t.app, admin, 'PUT', enrolmentStaffUrl.coursePreview(course.id), {
      kind: 'exam',
      itemId: preview.id,
      preview: true,
    });
    expect(marked.json().data).toEqual({
      courseId: course.id,
      access: 'restricted',
      preview: [{ kind: 'exam', itemId: preview.id }],
    });
    expect((await entitlement(t.app.db, course.id, learner.id, now())).access).toBe('preview-only');
    await expect(
      assertMayOpen(t.app.db, 'exam', preview.id, learner.id, now()),
    ).resolves.toMatchObject({
      access: 'preview-only',
    });
    await expect(
      assertMayOpen(t.app.db, 'exam', other.id, learner.id, now()),
    ).rejects.toMatchObject({
      code: 'NOT_ENROLLED',
      statusCode: 403,
    });
    // Another course's item is not this course's to mark.
    const elsewhere = await createExam(t.app);
    const refused = await callAs(t.app, admin, 'PUT', enrolmentStaffUrl.coursePreview(course.id), {
      kind: 'exam',
      itemId: elsewhere.id,
      preview: true,
    });
    expect(refused.statusCode).toBe(404);

    // Free again: everything opens to everyone.
    await callAs(t.app, admin, 'PUT', enrolmentStaffUrl.courseAccess(course.id), {
      access: 'free',
    });
    await expect(
      assertMayOpen(t.app.db, 'exam', other.id, learner.id, now()),
    ).resolves.toMatchObject({
      access: 'free',
    });
    expect(
      (await auditOf(t.app, 'course'))
        .filter((a) => a.entityId === String(course.id))
        .map((a) => a.action),
    ).toEqual(['set-access', 'set-access']);
  });
});

describe('entitlements of a list', () => {
  it('answers every course of a list at once, each by the same rule as one', async () => {
    const free = await createCourse(t.app);
    const enrolled = await restrictedCourse(t.app);
    const previewed = await restrictedCourse(t.app);
    const closed = await restrictedCourse(t.app);
    const learner = await createUser(t.app);
    const [code] = await createCodes(t.app, { courseId: enrolled.id });
    await redeem(learner, code!.code);
    const exam = await createExam(t.app, { courseId: previewed.id });
    await staff.setPreview(t.app.db, SYSTEM_ACTOR, previewed.id, {
      kind: 'exam',
      itemId: exam.id,
      preview: true,
    });
    const ids = [free.id, enrolled.id, previewed.id, closed.id, 2_000_000_000];
    const all = await entitlements(t.app.db, ids, learner.id, now());
    expect(Object.fromEntries(all)).toEqual({
      [free.id]: { access: 'free' },
      [enrolled.id]: { access: 'enrolled' },
      [previewed.id]: { access: 'preview-only' },
      [closed.id]: { access: 'none' },
    });
    for (const id of ids)
      expect(await entitlement(t.app.db, id, learner.id, now())).toEqual(
        all.get(id) ?? { access: 'none' },
      );
  });
});
