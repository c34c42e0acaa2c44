import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { classUrl } from '@pariksha/contracts/classes-paths';
import { enrolmentUrl } from '@pariksha/contracts/enrolment-paths';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { materialUrl } from '@pariksha/contracts/material-paths';
import { buildTestApp, createUser, signIn, type TestApp } from '../../test/helper';
import { DEMO_LEARNER } from './demo-learner';
import {
  DEMO_ACCESS_CODE,
  DEMO_ACCESS_CODES,
  DEMO_BATCH,
  DEMO_BATCH_COURSE,
  DEMO_RESTRICTED_COURSE,
} from './enrolment';
import { seed } from './index';

// The demo's restricted courses: one locked but for its previews and open to anyone who types the
// demo code, which the demo learner has not joined; one the demo batch (the demo learner) holds.

let t: TestApp;
let courseId: number;
beforeAll(async () => {
  t = await buildTestApp({ FAST_PASSWORD_HASH: '1' });
  await seed(t.app);
  await seed(t.app); // again: nothing twice
  const hits = await t.app.inject({
    url: catalogueUrl.search('reasoning drill'),
    headers: (await createUser(t.app)).headers,
  });
  courseId = hits.json().data[0].id;
});
afterAll(() => t.close());

type Item = { id: number; locked: boolean; preview: boolean };
const get = (headers: Record<string, string>, url: string) =>
  t.app.inject({ url, headers }).then((r) => r.json().data);

describe('the restricted demo course', () => {
  it('shows a learner without access one class and one document as previews, the rest locked', async () => {
    const { headers } = await createUser(t.app);
    const course = await get(headers, catalogueUrl.course(courseId));
    expect(course.slug).toBe(DEMO_RESTRICTED_COURSE);
    expect(course.access.kind).toBe('preview-only');
    const classes: Item[] = (await get(headers, classUrl.ofCourse(courseId))).units.flatMap(
      (u: { classes: Item[] }) => u.classes,
    );
    expect(classes.map((c) => [c.locked, c.preview])).toEqual([
      [false, true],
      [true, false],
    ]);
    const docs: Item[] = (await get(headers, materialUrl.ofCourse(courseId))).groups.flatMap(
      (g: { documents: Item[] }) => g.documents,
    );
    expect(docs.filter((d) => d.preview)).toHaveLength(1);
    expect(docs.filter((d) => d.locked).length).toBeGreaterThan(0);
    const exams: Item[] = await get(headers, examUrl.byCourse(courseId));
    expect(exams.map((e) => e.locked)).toEqual([true]);

    // The demo code opens it.
    const redeemed = await t.app.inject({
      method: 'POST',
      url: enrolmentUrl.redeem(),
      headers,
      payload: { code: 'k7qm x3p9 ht' },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect((await get(headers, catalogueUrl.course(courseId))).access.kind).toBe('enrolled');
    expect(DEMO_ACCESS_CODE).toBe('K7QMX3P9HT');
  });

  it('has a one-seat code and an expired one, which tell a learner why they do not open it', async () => {
    const redeem = async (code: string) =>
      t.app.inject({
        method: 'POST',
        url: enrolmentUrl.redeem(),
        headers: (await createUser(t.app)).headers,
        payload: { code },
      });
    const [, oneSeat, expired] = DEMO_ACCESS_CODES;
    expect((await redeem(oneSeat.code)).statusCode).toBe(200);
    const second = await redeem(oneSeat.code);
    expect([second.statusCode, second.json().error.code]).toEqual([409, 'ACCESS_CODE_USED_UP']);
    const late = await redeem(expired.code);
    expect(late.json().error.code).toBe('ACCESS_CODE_EXPIRED');
  });

  it("leaves the code's course locked to the demo learner, who has the batch's course", async () => {
    const demo = await signIn(t.app, DEMO_LEARNER);
    expect((await get(demo.headers, catalogueUrl.course(courseId))).access.kind).toBe(
      'preview-only',
    );
    const hits = await get(demo.headers, catalogueUrl.search('cgl quantitative'));
    const batchCourse = await get(demo.headers, catalogueUrl.course(hits[0].id));
    expect(batchCourse.slug).toBe(DEMO_BATCH_COURSE);
    expect(batchCourse.access).toEqual({ kind: 'enrolled', until: DEMO_BATCH.endsAt });
    const mine = await get(demo.headers, enrolmentUrl.myCourses());
    expect(mine.map((c: { id: number }) => c.id)).toEqual([batchCourse.id]);
    // A newcomer sees it locked, without previews.
    const { headers } = await createUser(t.app);
    expect((await get(headers, catalogueUrl.course(batchCourse.id))).access.kind).toBe('none');
  });
});
