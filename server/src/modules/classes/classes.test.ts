import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { recordedClasses } from '../../db/schema/index';
import { queryRows } from '../../db/client';
import { seedCatalogue } from '../../seed/catalogue';
import { seedExams } from '../../seed/exams';
import { seedClasses } from '../../seed/classes';

let t: TestApp;
let me: Record<string, string>;
let other: Record<string, string>;
let courseId: number;
/** The Kerala Renaissance course's classes: unit 1 c1, c2; unit 2 c1, c2; unit 3 c1, c2. */
let ids: number[];
let unitIds: number[];

const call = (method: 'GET' | 'PUT', url: string, headers = me, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const put = (id: number, positionSeconds: unknown, headers = me) =>
  call('PUT', `/api/recordedclassById/${id}/progress`, headers, { positionSeconds });

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.app);
  await seedExams(t.app);
  await seedClasses(t.app);
  me = (await createUser(t.app)).headers;
  other = (await createUser(t.app)).headers;
  const rows = await queryRows<{ id: number; unit: number; courseId: number }>(
    t.app.db,
    sql`select rc.id, u.id as unit, u.course_id as "courseId" from recorded_classes rc
        join syllabus_units u on u.id = rc.syllabus_unit_id
        where rc.slug like 'kpsc-kerala-renaissance-%' order by u.position, rc.position`,
  );
  ids = rows.map((r) => r.id);
  unitIds = [...new Set(rows.map((r) => r.unit))];
  courseId = rows[0]!.courseId;
});
afterAll(() => t.close());

describe('recorded classes of a course', () => {
  it('lists every syllabus unit in order, the first three with two classes each, all new', async () => {
    const res = await call('GET', `/api/recordedclass/${courseId}`);
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
    const one = await call('GET', `/api/recordedclass/${courseId}?syllabus_id=${unitIds[1]}`);
    expect(one.statusCode).toBe(200);
    const units = one.json().data.units;
    expect(units).toHaveLength(1);
    expect(units[0].classes.map((c: { id: number }) => c.id)).toEqual([ids[2], ids[3]]);
    const [elsewhere] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from syllabus_units where course_id <> ${courseId} limit 1`,
    );
    expect(
      (await call('GET', `/api/recordedclass/${courseId}?syllabus_id=${elsewhere!.id}`)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/recordedclass/999999')).statusCode).toBe(404);
    expect((await call('GET', `/api/recordedclass/${courseId}?syllabus_id=abc`)).statusCode).toBe(
      400,
    );
  });
});

describe('one class', () => {
  it('has its video, captions, notes, neighbours in the unit and exams', async () => {
    const res = await call('GET', `/api/recordedclassById/${ids[0]}`);
    expect(res.statusCode).toBe(200);
    const c = res.json().data;
    expect(c.source).toEqual({
      kind: 'hls',
      url: expect.stringMatching(/^\/media\/classes\/demo-lecture-[abc]\/master\.m3u8$/),
    });
    expect(c.captions.map((x: { lang: string }) => x.lang)).toEqual(['en', 'ml']);
    expect(c.notes).toContain('\n\n');
    expect(c.previous).toBeNull();
    expect(c.next).toMatchObject({ id: ids[1] });
    expect(c.course).toEqual({ id: courseId, course_name: expect.any(String) });
    expect(c.unit.syllabus_id).toBe(unitIds[0]);
    const second = (await call('GET', `/api/recordedclassById/${ids[1]}`)).json().data;
    expect(second.source.kind).toBe('mp4');
    expect(second.source.url).toMatch(/video\.mp4$/);
    expect(second.previous).toMatchObject({ id: ids[0] });
    expect(second.next).toBeNull();
  });

  it('is a 404 when there is no such class', async () => {
    expect((await call('GET', '/api/recordedclassById/999999')).statusCode).toBe(404);
  });
});

describe('progress', () => {
  it('keeps the latest position, the furthest one and watched from 90 %, for this learner only', async () => {
    // A first save below 90 % (as text, "5" would sort after "22"): started, not watched.
    expect((await put(ids[2]!, 5)).json().data.state).toBe('started');
    let res = await put(ids[2]!, 10.9);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'started', positionSeconds: 10, percent: 41 });
    res = await put(ids[2]!, 4);
    expect(res.json().data).toMatchObject({ state: 'started', positionSeconds: 4, percent: 41 });
    // 90 % of 24 s is 21.6 s: 21 is not yet watched, 22 is.
    expect((await put(ids[2]!, 21)).json().data.state).toBe('started');
    expect((await put(ids[2]!, 22)).json().data).toMatchObject({ state: 'watched', percent: 91 });
    // Going back to the start resumes there and stays watched.
    expect((await put(ids[2]!, 0)).json().data).toMatchObject({
      state: 'watched',
      positionSeconds: 0,
      percent: 91,
    });
    expect((await put(ids[2]!, 24)).json().data.percent).toBe(100);

    const mine = (await call('GET', `/api/recordedclassById/${ids[2]}`)).json().data.progress;
    expect(mine).toMatchObject({ state: 'watched', positionSeconds: 24 });
    const theirs = (await call('GET', `/api/recordedclassById/${ids[2]}`, other)).json().data
      .progress;
    expect(theirs).toEqual({ state: 'new', positionSeconds: 0, percent: 0, updatedAt: null });
  });

  it('never moves the position back for a save read earlier than the one kept', async () => {
    const learner = (await createUser(t.app)).headers;
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const save = (positionSeconds: number, clientTime?: string) =>
      call('PUT', `/api/recordedclassById/${ids[3]}/progress`, learner, {
        positionSeconds,
        clientTime,
      });
    expect((await save(15, at(-1_000))).json().data.positionSeconds).toBe(15);
    // A tab closed earlier on another device, its save arriving late: the furthest still counts.
    expect((await save(18, at(-30_000))).json().data).toMatchObject({
      positionSeconds: 15,
      percent: 75,
    });
    expect((await save(4, at(-500))).json().data.positionSeconds).toBe(4);
    // A device whose clock runs ahead cannot claim the future: read as the server's now.
    expect((await save(9, at(3_600_000))).json().data.positionSeconds).toBe(9);
    t.clock.advance(1_000);
    expect((await save(6)).json().data.positionSeconds).toBe(6);
    const bad = await save(6, 'yesterday');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('clientTime');
  });

  it.each([
    ['past the end', 24.5],
    ['negative', -1],
    ['a string', '12'],
    ['null', null],
    ['huge', 1e308],
  ])('refuses a position %s with a 400 naming the field', async (_, position) => {
    const res = await put(ids[3]!, position);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json().error.details)).toContain('positionSeconds');
  });

  it('refuses a missing position and a class not there', async () => {
    const missing = await call('PUT', `/api/recordedclassById/${ids[3]}/progress`, me, {});
    expect(missing.statusCode).toBe(400);
    expect((await put(999999, 3)).statusCode).toBe(404);
    const untouched = (await call('GET', `/api/recordedclassById/${ids[3]}`)).json().data.progress;
    expect(untouched.state).toBe('new');
  });

  it('moves the course’s progress: classes watched of the course’s classes', async () => {
    const course = (await call('GET', `/api/course/${courseId}`, other)).json().data.progress;
    expect(course).toMatchObject({ classesWatched: 0, classesTotal: 6 });
    await put(ids[0]!, 23, other);
    const after = (await call('GET', `/api/course/${courseId}`, other)).json().data.progress;
    expect(after).toMatchObject({ classesWatched: 1, classesTotal: 6 });
    expect(after.percent).toBeGreaterThan(0);
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
    const r = await call('GET', '/api/recordedclasses/continue', learner);
    const list = r.json().data;
    expect(list.map((c: { id: number }) => c.id)).toEqual([ids[1], ids[4]]);
    expect(list[0]).toMatchObject({
      course_name: expect.stringMatching(/Kerala Renaissance/),
      progress: { positionSeconds: 8 },
    });
    const course = (await call('GET', `/api/recordedclass/${courseId}`, learner)).json().data;
    expect(course.continue).toMatchObject({ id: ids[1] });
    const unit3 = (
      await call('GET', `/api/recordedclass/${courseId}?syllabus_id=${unitIds[2]}`, learner)
    ).json().data;
    expect(unit3.continue).toMatchObject({ id: ids[4] });
  });

  it('lists at most six', async () => {
    const learner = (await createUser(t.app)).headers;
    const many = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from recorded_classes order by id limit 8`,
    );
    for (const { id } of many) await put(id, 3, learner);
    expect((await call('GET', '/api/recordedclasses/continue', learner)).json().data).toHaveLength(
      6,
    );
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
      const units = (await call('GET', `/api/recordedclass/${courseId}`)).json().data.units;
      expect(units[2].classes.map((c: { id: number }) => c.id)).toEqual([ids[4]]);
      expect((await call('GET', `/api/recordedclassById/${id}`)).statusCode).toBe(404);
      expect((await put(id, 3)).statusCode).toBe(404);
      expect((await call('GET', `/api/exam_recordedclass/${id}`)).statusCode).toBe(404);
      const neighbour = (await call('GET', `/api/recordedclassById/${ids[4]}`)).json().data;
      expect(neighbour.next).toBeNull();
      const course = (await call('GET', `/api/course/${courseId}`)).json().data.progress;
      expect(course.classesTotal).toBe(5);
    } finally {
      await t.app.db
        .update(recordedClasses)
        .set({ published: true })
        .where(eq(recordedClasses.id, id));
    }
  });
});

describe('exams of recorded classes', () => {
  it('lists the exams of a class with the learner’s standing, [] for none, 404 for no class', async () => {
    const res = await call('GET', `/api/exam_recordedclass/${ids[0]}`);
    expect(res.statusCode).toBe(200);
    const [exam] = res.json().data;
    expect(exam).toMatchObject({ courseId, attempt: { status: 'not_started' } });
    expect((await call('GET', `/api/exam_recordedclass/${ids[1]}`)).json().data).toEqual([]);
    expect((await call('GET', '/api/exam_recordedclass/999999')).statusCode).toBe(404);
  });

  it('lists them by class for a course, and 404s a course not there', async () => {
    const res = await call('GET', `/api/exam_recordedclass_course/${courseId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        recordedClass: {
          id: ids[0],
          syllabus_id: unitIds[0],
          title: expect.any(String),
          titleMl: expect.any(String),
        },
        exams: [expect.objectContaining({ courseId })],
      },
    ]);
    expect((await call('GET', '/api/exam_recordedclass_course/999999')).statusCode).toBe(404);
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
    expect(before).toBe(15 * 6);
  });
});
