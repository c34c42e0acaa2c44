import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { classUrl } from '@pariksha/contracts/classes-paths';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { recordedClasses } from '../../db/schema/index';
import { queryRows } from '../../db/client';
import { seedClasses } from '../../seed/classes';
import { seededCourse } from './classes.factories';

let t: TestApp;
let me: Record<string, string>;
let courseId: number;
/** The Kerala Renaissance course's classes: unit 1 c1, c2; unit 2 c1, c2; unit 3 c1, c2. */
let ids: number[];
let unitIds: number[];

const call = (method: 'GET' | 'PUT', url: string, headers = me, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const put = (id: number, positionSeconds: unknown, headers = me) =>
  call('PUT', classUrl.progress(id), headers, { positionSeconds });

beforeAll(async () => {
  t = await buildTestApp();
  ({ courseId, ids, unitIds } = await seededCourse(t.app));
  me = (await createUser(t.app)).headers;
});
afterAll(() => t.close());

describe('recorded classes of a course', () => {
  it('lists every syllabus unit in order, the first three with two classes each, all new', async () => {
    const res = await call('GET', classUrl.ofCourse(courseId));
    expect(res.statusCode).toBe(200);
    const { course, units, continue: next } = res.json().data;
    expect(course.course_name).toMatch(/Kerala Renaissance/);
    expect(units.length).toBeGreaterThanOrEqual(6);
    expect(units.map((u: { position: number }) => u.position)).toEqual(
      [...units.map((u: { position: number }) => u.position)].sort((a, b) => a - b),
    );
    expect(units.slice(0, 3).map((u: { classes: unknown[] }) => u.classes.length)).toEqual([
      2, 2, 2,
    ]);
    expect(units[3].classes).toEqual([]);
    const first = units[0].classes[0];
    expect(first).toMatchObject({
      id: ids[0],
      syllabus_id: unitIds[0],
      position: 1,
      durationSeconds: 24,
      isDemo: true,
      examCount: 1,
      progress: { state: 'new', positionSeconds: 0, percent: 0, updatedAt: null },
    });
    expect(first.thumbnail).toMatch(/^\/media\/classes\/demo-lecture-[abc]\/poster\.jpg$/);
    expect(first.titleMl).toBeTruthy();
    expect(next).toBeNull();
  });

  it('keeps one unit with syllabus_id, and 404s a unit of another course or a course not there', async () => {
    const one = await call('GET', classUrl.ofCourse(courseId, unitIds[1]));
    expect(one.statusCode).toBe(200);
    const units = one.json().data.units;
    expect(units).toHaveLength(1);
    expect(units[0].classes.map((c: { id: number }) => c.id)).toEqual([ids[2], ids[3]]);
    const [elsewhere] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from syllabus_units where course_id <> ${courseId} limit 1`,
    );
    expect((await call('GET', classUrl.ofCourse(courseId, elsewhere!.id))).statusCode).toBe(404);
    expect((await call('GET', classUrl.ofCourse(999999))).statusCode).toBe(404);
    expect((await call('GET', `/api/recordedclass/${courseId}?syllabus_id=abc`)).statusCode).toBe(
      400,
    );
  });
});

describe('one class', () => {
  it('has its video, captions, notes, neighbours in the unit and exams', async () => {
    const res = await call('GET', classUrl.byId(ids[0]!));
    expect(res.statusCode).toBe(200);
    const c = res.json().data;
    expect(c.source).toEqual({
      kind: 'hls',
      url: expect.stringMatching(/^\/media\/classes\/demo-lecture-[abc]\/master\.m3u8$/),
    });
    expect(c.captions.map((x: { lang: string }) => x.lang)).toEqual(['en', 'ml']);
    expect(c.notes).toContain('\n\n');
    // Words of its own unit, in both languages.
    expect(c.title).toContain(c.unit.title);
    expect(c.description).toContain(c.unit.title);
    expect(c.titleMl).toContain(c.unit.titleMl);
    expect(c.descriptionMl).toContain(c.unit.titleMl);
    expect(c.notesMl).toContain(c.unit.titleMl);
    expect(c.previous).toBeNull();
    expect(c.next).toMatchObject({ id: ids[1] });
    expect(c.course).toEqual({
      id: courseId,
      course_name: expect.any(String),
      access: { kind: 'free', until: null },
    });
    expect(c.unit.syllabus_id).toBe(unitIds[0]);
    const second = (await call('GET', classUrl.byId(ids[1]!))).json().data;
    expect(second.source.kind).toBe('mp4');
    expect(second.source.url).toMatch(/video\.mp4$/);
    expect(second.previous).toMatchObject({ id: ids[0] });
    expect(second.next).toBeNull();
  });

  it('is a 404 when there is no such class', async () => {
    expect((await call('GET', classUrl.byId(999999))).statusCode).toBe(404);
  });
});

describe('classes in progress', () => {
  it('lists started, unwatched classes, the most recent first, and offers the latest to continue', async () => {
    const learner = (await createUser(t.app)).headers;
    await put(ids[4]!, 5, learner);
    t.clock.advance(1000);
    await put(ids[1]!, 8, learner);
    t.clock.advance(1000);
    await put(ids[5]!, 23, learner); // watched: not in progress
    const r = await call('GET', classUrl.inProgress(), learner);
    const list = r.json().data;
    expect(list.map((c: { id: number }) => c.id)).toEqual([ids[1], ids[4]]);
    expect(list[0]).toMatchObject({
      course_name: expect.stringMatching(/Kerala Renaissance/),
      progress: { positionSeconds: 8 },
    });
    const course = (await call('GET', classUrl.ofCourse(courseId), learner)).json().data;
    expect(course.continue).toMatchObject({ id: ids[1] });
    const unit3 = (await call('GET', classUrl.ofCourse(courseId, unitIds[2]), learner)).json().data;
    expect(unit3.continue).toMatchObject({ id: ids[4] });
  });

  it('tells apart saves less than a second apart', async () => {
    const learner = (await createUser(t.app)).headers;
    t.clock.advance(1000 - (t.clock.now().getTime() % 1000));
    await put(ids[2]!, 5, learner);
    t.clock.advance(200);
    await put(ids[3]!, 5, learner);
    const list = (await call('GET', classUrl.inProgress(), learner)).json().data;
    expect(list.map((c: { id: number }) => c.id)).toEqual([ids[3], ids[2]]);
    const course = (await call('GET', classUrl.ofCourse(courseId), learner)).json().data;
    expect(course.continue).toMatchObject({ id: ids[3] });
  });

  it('lists at most six', async () => {
    const learner = (await createUser(t.app)).headers;
    const many = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from recorded_classes order by id limit 8`,
    );
    for (const { id } of many) await put(id, 3, learner);
    expect((await call('GET', classUrl.inProgress(), learner)).json().data).toHaveLength(6);
  });
});

describe('an unpublished class', () => {
  it('is nowhere for learners: not listed, not counted, not opened, no progress', async () => {
    const id = ids[5]!;
    await t.app.db
      .update(recordedClasses)
      .set({ published: false })
      .where(eq(recordedClasses.id, id));
    try {
      const units = (await call('GET', classUrl.ofCourse(courseId))).json().data.units;
      expect(units[2].classes.map((c: { id: number }) => c.id)).toEqual([ids[4]]);
      expect((await call('GET', classUrl.byId(id))).statusCode).toBe(404);
      expect((await put(id, 3)).statusCode).toBe(404);
      expect((await call('GET', examUrl.byRecordedClass(id))).statusCode).toBe(404);
      const neighbour = (await call('GET', classUrl.byId(ids[4]!))).json().data;
      expect(neighbour.next).toBeNull();
      const course = (await call('GET', catalogueUrl.course(courseId))).json().data.progress;
      expect(course.classesTotal).toBe(5);
    } finally {
      await t.app.db
        .update(recordedClasses)
        .set({ published: true })
        .where(eq(recordedClasses.id, id));
    }
  });
});

describe('the API documentation', () => {
  it('lists every class route under `classes`, with its answers for 200, 401 and 404', async () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { tags: string[]; responses: object }>>;
    };
    const ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([, op]) => op.tags?.includes('classes'))
        .map(([method, op]) => [`${method} ${path}`, Object.keys(op.responses)] as const),
    );
    expect(ops.map(([op]) => op).sort()).toEqual([
      'get /api/exam_recordedclass/{recordedClassId}',
      'get /api/exam_recordedclass_course/{courseId}',
      'get /api/recordedclass/{courseId}',
      'get /api/recordedclassById/{id}',
      'get /api/recordedclasses/continue',
      'put /api/recordedclassById/{id}/progress',
    ]);
    for (const [op, statuses] of ops) {
      const expected = op.endsWith('continue') ? ['200', '401'] : ['200', '400', '401', '404'];
      expect(statuses, op).toEqual(expect.arrayContaining(expected));
    }
  });
});

describe('seeding again', () => {
  it('adds nothing twice', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.app.db,
          sql`select count(*)::int as n from recorded_classes`,
        )
      )[0]!.n;
    const before = await count();
    await seedClasses(t.app);
    expect(await count()).toBe(before);
    // Six in each free demo course, two in the restricted one (a single unit).
    expect(before).toBe(15 * 6 + 2);
  });
});
