import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { classUrl } from '@pariksha/contracts/classes-paths';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { materialUrl } from '@pariksha/contracts/material-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import {
  courses,
  exams,
  liveClasses,
  materials,
  recordedClasses,
  syllabusUnits,
} from '../../db/schema/index';
import { seedCatalogue } from '../../seed/catalogue';
import { createExam } from '../exams/exams.factories';

// A course page's counts are what a learner can open: published content of a published course.

let t: TestApp;
let headers: Record<string, string>;
let courseId: number;
let unitId: number;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};
const counts = async () => (await get(catalogueUrl.course(courseId))).counts;

/** What the course's own lists hold, as a learner reads them. */
async function listed() {
  const [classes, live, tests, material] = await Promise.all([
    get(classUrl.ofCourse(courseId)),
    get(liveUrl.ofCourse(courseId)),
    get(examUrl.byCourse(courseId)),
    get(materialUrl.ofCourse(courseId)),
  ]);
  return {
    recordedClasses: classes.units.flatMap((u: { classes: unknown[] }) => u.classes).length,
    liveNow: live.live.length,
    upcomingLive: live.upcoming.length,
    tests: tests.length,
    documents: material.groups.flatMap((g: { documents: unknown[] }) => g.documents).length,
  };
}

const HOUR = 3_600_000;
const addClass = (position: number, published: boolean) =>
  t.app.db.insert(recordedClasses).values({
    syllabusUnitId: unitId,
    position,
    title: `Class ${position}`,
    teacher: 'Teacher',
    video: 'classes/x/video.mp4',
    durationSeconds: 60,
    published,
  });
const addDocument = (position: number, published: boolean) =>
  t.app.db.insert(materials).values({
    courseId,
    position,
    title: `Notes ${position}`,
    file: 'material/x.pdf',
    pages: 3,
    sizeBytes: 1000,
    published,
  });
const addLive = (startsInHours: number, state: 'upcoming' | 'live' | 'ended', published = true) =>
  t.app.db.insert(liveClasses).values({
    courseId,
    title: 'Live',
    teacher: 'Teacher',
    startsAt: new Date(t.clock.now().getTime() + startsInHours * HOUR),
    plannedMinutes: 60,
    state,
    streamKind: 'youtube',
    stream: 'dQw4w9WgXcQ',
    published,
  });

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.app);
  headers = (await createUser(t.app)).headers;
  const [course] = await t.app.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'kpsc-lgs-foundation'));
  courseId = course!.id;
  const [unit] = await t.app.db
    .select({ id: syllabusUnits.id })
    .from(syllabusUnits)
    .where(eq(syllabusUnits.courseId, courseId))
    .orderBy(syllabusUnits.position)
    .limit(1);
  unitId = unit!.id;
});
afterAll(() => t.close());

describe("a course's counts", () => {
  it('are all 0 for a course with nothing in it yet', async () => {
    expect(await counts()).toEqual({
      recordedClasses: 0,
      liveNow: 0,
      upcomingLive: 0,
      tests: 0,
      documents: 0,
    });
  });

  it('count only what learners see, as the course’s lists do', async () => {
    await addClass(1, true);
    await addClass(2, true);
    await addClass(3, false);
    await addDocument(1, true);
    await addDocument(2, false);
    await createExam(t.app, { courseId, sections: [2] });
    await createExam(t.app, { courseId, sections: [2], published: false });
    await addLive(1, 'upcoming');
    await addLive(24, 'upcoming');
    await addLive(48, 'upcoming', false);
    await addLive(-0.5, 'live');
    await addLive(-48, 'ended');
    // Left "upcoming" by its teacher long after its planned end: learners see it as ended.
    await addLive(-24, 'upcoming');

    const expected = {
      recordedClasses: 2,
      liveNow: 1,
      upcomingLive: 2,
      tests: 1,
      documents: 1,
    };
    expect(await counts()).toEqual(expected);
    expect(await listed()).toEqual(expected);
  });

  it('follow a class, a test or a document as it is published or withdrawn', async () => {
    await t.app.db
      .update(recordedClasses)
      .set({ published: true })
      .where(and(eq(recordedClasses.syllabusUnitId, unitId), eq(recordedClasses.position, 3)));
    await t.app.db.update(exams).set({ published: true }).where(eq(exams.courseId, courseId));
    await t.app.db
      .update(materials)
      .set({ published: false })
      .where(eq(materials.courseId, courseId));
    expect(await counts()).toMatchObject({ recordedClasses: 3, tests: 2, documents: 0 });
    expect(await counts()).toEqual(await listed());
  });

  it('follow the clock: a live class past its planned end and margin is no longer live', async () => {
    // The class live now began half an hour ago for an hour; the margin is half an hour more.
    t.clock.advance(1.5 * HOUR);
    expect(await counts()).toMatchObject({ liveNow: 0, upcomingLive: 2 });
    expect(await counts()).toEqual(await listed());
  });

  it('are not given for a course learners do not see', async () => {
    await t.app.db.update(courses).set({ published: false }).where(eq(courses.id, courseId));
    const res = await t.app.inject({ method: 'GET', url: catalogueUrl.course(courseId), headers });
    expect(res.statusCode).toBe(404);
  });
});
