import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveStaffUrl, liveUrl } from '@pariksha/contracts/live-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createCourse } from '../exams/exams.factories';
import { createLiveClass, liveClassInput } from './live.factories';
import { callAs, createStaff } from '../admin/admin.factories';

/*
 * Who teaches a live class moderates its chat and moves its state, so who may name the teacher
 * is a question of who asks: an admin names anyone; a teacher names themselves on a class they
 * add, keeps a class's teacher as it is, or gives up a class of theirs, and nothing else.
 */

let t: TestApp;
type Caller = Awaited<ReturnType<typeof createUser>>;
let admin: Caller;
let anitha: Caller;
let babu: Caller;
let learner: Caller;
let courseId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaff(t.app, 'admin');
  anitha = await createStaff(t.app, 'teacher', 'Anitha');
  babu = await createStaff(t.app, 'teacher', 'Babu');
  learner = await createUser(t.app);
  courseId = (await createCourse(t.app)).id;
});
afterAll(() => t.close());

/** A class taught by `teacherUserId`, added by the admin. */
const classOf = (teacherUserId: string | null) =>
  createLiveClass(t.app, admin, courseId, teacherUserId);

/** Edits the class as `who`, naming `teacherUserId` and changing its title. */
const name = (who: Caller, c: { id: number; updatedAt: string }, teacherUserId: string | null) =>
  callAs(t.app, who, 'PUT', liveStaffUrl.liveClass(c.id), {
    ...liveClassInput(t.clock.now(), teacherUserId),
    title: `Edited by ${who.id}`,
    updatedAt: c.updatedAt,
  });

const add = (who: Caller, teacherUserId: string | null) =>
  callAs(
    t.app,
    who,
    'POST',
    liveStaffUrl.liveClasses(courseId),
    liveClassInput(t.clock.now(), teacherUserId),
  );

const goLive = (who: Caller, id: number) =>
  callAs(t.app, who, 'PUT', liveUrl.state(id), { state: 'live' });

const forbidden = {
  error: {
    code: 'FORBIDDEN',
    message:
      'Only an admin chooses who teaches a class; a teacher may name themselves on a new class or give up their own',
  },
};

describe('who teaches a live class', () => {
  it('is not a teacher’s to take or hand over, only an admin’s to choose; the rest of a class a teacher may edit', async () => {
    for (const teacher of [babu.id, null]) {
      const c = await classOf(teacher);
      for (const next of [anitha.id, null, babu.id].filter((n) => n !== teacher)) {
        const res = await name(anitha, c, next);
        expect(res.statusCode, `${teacher} → ${next}`).toBe(403);
        expect(res.json()).toEqual(forbidden);
      }
      const after = await callAs(t.app, admin, 'GET', liveStaffUrl.liveClass(c.id));
      expect(after.json().data).toMatchObject({ teacherUserId: teacher, updatedAt: c.updatedAt });
      expect((await goLive(anitha, c.id)).statusCode).toBe(403);
    }
    const babus = await classOf(babu.id);
    const edited = await name(anitha, babus, babu.id);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      teacherUserId: babu.id,
      title: `Edited by ${anitha.id}`,
    });
    // An admin names any teacher, who then runs the class; the one before no longer does.
    const chosen = await name(admin, edited.json().data, anitha.id);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.teacherUserId).toBe(anitha.id);
    expect((await goLive(babu, babus.id)).statusCode).toBe(403);
    expect((await goLive(anitha, babus.id)).statusCode).toBe(200);
  });

  it('is themselves or nobody on a class a teacher adds or gives up, never another teacher, never a learner', async () => {
    expect((await add(anitha, anitha.id)).statusCode).toBe(200);
    expect((await add(anitha, null)).statusCode).toBe(200);
    const other = await add(anitha, babu.id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(forbidden);

    const mine = await classOf(anitha.id);
    expect((await name(anitha, mine, babu.id)).statusCode).toBe(403);
    const given = await name(anitha, mine, null);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.teacherUserId).toBeNull();

    // A learner teaches nothing, whoever names them: 400 naming the field.
    for (const who of [admin, anitha]) {
      const res = await add(who, learner.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'teacherUserId' }],
      });
    }
  });
});
