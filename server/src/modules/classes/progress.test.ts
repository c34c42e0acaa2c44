import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { classUrl } from '@pariksha/contracts/classes-paths';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { queryRows } from '../../db/client';
import { createClass, seededCourse } from './classes.factories';

let t: TestApp;
let me: Record<string, string>;
let other: Record<string, string>;
let courseId: number;
/** The Kerala Renaissance course's classes (24 s each): unit 1 c1, c2; unit 2 c1, c2; … */
let ids: number[];

const call = (method: 'GET' | 'PUT', url: string, headers = me, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const put = (id: number, positionSeconds: unknown, headers = me) =>
  call('PUT', classUrl.progress(id), headers, { positionSeconds });

beforeAll(async () => {
  t = await buildTestApp();
  ({ courseId, ids } = await seededCourse(t.app));
  me = (await createUser(t.app)).headers;
  other = (await createUser(t.app)).headers;
});
afterAll(() => t.close());

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

    const mine = (await call('GET', classUrl.byId(ids[2]!))).json().data.progress;
    expect(mine).toMatchObject({ state: 'watched', positionSeconds: 24 });
    const theirs = (await call('GET', classUrl.byId(ids[2]!), other)).json().data.progress;
    expect(theirs).toEqual({ state: 'new', positionSeconds: 0, percent: 0, updatedAt: null });
    const list = (await call('GET', classUrl.ofCourse(courseId), other)).json().data;
    expect(list.units[1].classes[0].progress.state).toBe('new');
  });

  it('counts a class as watched at exactly 90 %, not a second before', async () => {
    const [unit] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from syllabus_units where course_id <> ${courseId} and position = 5 limit 1`,
    );
    const id = await createClass(t.app, {
      syllabusUnitId: unit!.id,
      position: 1,
      durationSeconds: 70,
    });
    expect((await put(id, 62.99)).json().data).toMatchObject({ state: 'started', percent: 88 });
    const at = t.clock.now().toISOString();
    expect((await put(id, 63)).json().data).toEqual({
      state: 'watched',
      positionSeconds: 63,
      percent: 90,
      updatedAt: at,
    });
  });

  it('never moves the position back for a save read earlier than the one kept', async () => {
    const learner = (await createUser(t.app)).headers;
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const save = (positionSeconds: number, clientTime?: string) =>
      call('PUT', classUrl.progress(ids[3]!), learner, {
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
    ['null (NaN as JSON sends it)', null],
    ['huge', 1e308],
  ])('refuses a position %s with a 400 naming the field', async (_, position) => {
    const res = await put(ids[3]!, position);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json().error.details)).toContain('positionSeconds');
  });

  it('names the field past the end as other validation errors do', async () => {
    const past = (await put(ids[3]!, 25)).json().error;
    const negative = (await put(ids[3]!, -1)).json().error;
    expect(past.details).toEqual([{ field: 'positionSeconds', message: expect.any(String) }]);
    expect(negative.details).toEqual([{ field: 'positionSeconds', message: expect.any(String) }]);
  });

  it('refuses a missing position and a class not there', async () => {
    const missing = await call('PUT', classUrl.progress(ids[3]!), me, {});
    expect(missing.statusCode).toBe(400);
    expect((await put(999999, 3)).statusCode).toBe(404);
    const untouched = (await call('GET', classUrl.byId(ids[3]!))).json().data.progress;
    expect(untouched.state).toBe('new');
  });

  it('moves the course’s progress: classes watched of the course’s classes', async () => {
    const learner = (await createUser(t.app)).headers;
    const course = (await call('GET', catalogueUrl.course(courseId), learner)).json().data.progress;
    expect(course).toMatchObject({ classesWatched: 0, classesTotal: 6, percent: 0 });
    await put(ids[0]!, 10, learner);
    const started = (await call('GET', catalogueUrl.course(courseId), learner)).json().data
      .progress;
    expect(started).toMatchObject({ classesWatched: 0, percent: 0 });
    await put(ids[0]!, 23, learner);
    const after = (await call('GET', catalogueUrl.course(courseId), learner)).json().data.progress;
    expect(after).toMatchObject({ classesWatched: 1, classesTotal: 6 });
    expect(after.percent).toBeGreaterThan(0);
  });
});
