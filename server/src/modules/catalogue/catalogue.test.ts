import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { courses, syllabusUnits } from '../../db/schema/index';
import { DEMO_COURSES, seedCatalogue } from '../../seed/catalogue';
import { toCourseProgress } from './course-progress';
import { createExam, end, save, start } from '../exams/exams.factories';

let t: TestApp;
let headers: Record<string, string>;
const get = (url: string, h: Record<string, string> | undefined = headers) =>
  t.app.inject({ method: 'GET', url, headers: h });

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.app);
  headers = (await createUser(t.app)).headers;
});
afterAll(() => t.close());

type Cat = {
  id: number;
  slug: string;
  name: string;
  levels: { id: number; slug: string; courseCount: number }[];
};
async function categories(): Promise<Cat[]> {
  return (await get(catalogueUrl.categories())).json().data;
}
async function idsOf(catSlug: string, levelSlug: string) {
  const cat = (await categories()).find((c) => c.slug === catSlug)!;
  return { categoryId: cat.id, levelId: cat.levels.find((l) => l.slug === levelSlug)!.id };
}
async function courseIdOf(slug: string) {
  const rows = await t.app.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, slug));
  return rows[0]!.id;
}

describe('catalogue calls need a signed-in learner', () => {
  it.each([
    catalogueUrl.categories(),
    catalogueUrl.categoryLevel(1, 1),
    catalogueUrl.course(1),
    catalogueUrl.syllabus(1),
    catalogueUrl.search('ldc'),
    catalogueUrl.continue(),
  ])('%s answers 401 without a token', async (url) => {
    const res = await get(url, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/categoryForWeb', () => {
  it('lists the categories in order, each with only the levels that have courses', async () => {
    const res = await get(catalogueUrl.categories());
    expect(res.statusCode).toBe(200);
    const cats = res.json().data as Cat[];
    expect(cats.map((c) => [c.slug, c.name])).toEqual([
      ['kerala-psc', 'Kerala PSC'],
      ['upsc', 'UPSC'],
      ['ssc', 'SSC'],
    ]);
    const levels = (slug: string) =>
      cats.find((c) => c.slug === slug)!.levels.map((l) => `${l.slug}:${l.courseCount}`);
    expect(levels('kerala-psc')).toEqual(['10th-level:4', 'plus-two-level:2', 'degree-level:2']);
    expect(levels('upsc')).toEqual(['plus-two-level:1', 'degree-level:3']);
    expect(levels('ssc')).toEqual(['10th-level:1', 'plus-two-level:2', 'degree-level:1']);
  });
});

describe('GET /api/category/level/:categoryId/:levelId', () => {
  it('lists the courses with zero progress for a new learner', async () => {
    const { categoryId, levelId } = await idsOf('kerala-psc', '10th-level');
    const res = await get(catalogueUrl.categoryLevel(categoryId, levelId));
    expect(res.statusCode).toBe(200);
    const { category, level, courses: list } = res.json().data;
    expect(category.name).toBe('Kerala PSC');
    expect(level.name).toBe('10th Level');
    expect(list.map((c: { slug: string }) => c.slug)).toEqual([
      'kpsc-ldc-complete',
      'kpsc-lgs-foundation',
      'kpsc-kerala-renaissance',
      'kpsc-vfa-crash',
    ]);
    expect(list[0]).toMatchObject({
      course_name: expect.stringContaining('LDC'),
      course_image: '/media/courses/kpsc-ldc-complete.svg',
      isDemo: true,
      progress: { classesWatched: 0, testsTaken: 0, averageScore: 0, percent: 0 },
    });
  });

  it('answers 404 for an unknown category or level and 400 for a malformed id', async () => {
    const { categoryId, levelId } = await idsOf('upsc', 'degree-level');
    expect((await get(catalogueUrl.categoryLevel(99999, levelId))).json().error.code).toBe(
      'NOT_FOUND',
    );
    expect((await get(catalogueUrl.categoryLevel(categoryId, 99999))).statusCode).toBe(404);
    const bad = await get(`/api/category/level/abc/${levelId}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers an empty list for a known pair without courses', async () => {
    const { categoryId } = await idsOf('upsc', 'degree-level');
    const { levelId } = await idsOf('kerala-psc', '10th-level');
    const res = await get(catalogueUrl.categoryLevel(categoryId, levelId));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.courses).toEqual([]);
  });
});

describe('GET /api/course/:id', () => {
  it('answers the course with its category, level, highlights and progress', async () => {
    const id = await courseIdOf('upsc-indian-polity');
    const res = await get(catalogueUrl.course(id));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      course_name: 'Indian Polity & Constitution',
      categoryName: 'UPSC',
      levelName: 'Degree Level',
      isDemo: true,
      syllabusUnitCount: 8,
      highlights: expect.arrayContaining([expect.any(String)]),
      progress: { percent: 0 },
    });
  });

  it('answers 404 NOT_FOUND for an unknown id and 400 for a malformed one', async () => {
    const res = await get(catalogueUrl.course(987654));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Course not found' });
    expect((await get('/api/course/-3')).statusCode).toBe(400);
  });

  it('serves the course image from the app itself', async () => {
    const id = await courseIdOf('ssc-cgl-quant');
    const image = (await get(catalogueUrl.course(id))).json().data.course_image as string;
    const res = await t.app.inject({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });
});

describe('GET /api/syllabus/:courseId', () => {
  it('answers the units in teaching order', async () => {
    const id = await courseIdOf('kpsc-kerala-renaissance');
    const res = await get(catalogueUrl.syllabus(id));
    expect(res.statusCode).toBe(200);
    const units = res.json().data as { position: number; title: string; topics: string[] }[];
    expect(units.map((u) => u.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(units[1]!.title).toBe('Sree Narayana Guru and the SNDP Movement');
    expect(units[4]!.topics).toContain('Vaikom Satyagraha (1924–25)');
  });

  it('answers 404 for an unknown course', async () => {
    expect((await get(catalogueUrl.syllabus(424242))).json().error.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/courses/continue', () => {
  it('is empty for a learner who has not started anything', async () => {
    const res = await get(catalogueUrl.continue());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});

describe('demo catalogue', () => {
  it('holds the 16 demo courses, each with its own image, the free ones with six or more units', async () => {
    const rows = await t.app.db.select().from(courses);
    expect(rows).toHaveLength(16);
    expect(new Set(rows.map((r) => r.image)).size).toBe(16);
    expect(
      rows.every((r) => r.isDemo && r.description.length > 80 && r.highlights.length >= 3),
    ).toBe(true);
    // The restricted demo course is small: a taste of enrolment, not a syllabus.
    for (const c of DEMO_COURSES.filter((c) => c.slug !== 'ssc-reasoning-drill'))
      expect(c.units.length).toBeGreaterThanOrEqual(6);
  });

  it('seeding again adds only what is missing', async () => {
    const id = await courseIdOf('ssc-mts-gk');
    await t.app.db.delete(syllabusUnits).where(eq(syllabusUnits.courseId, id));
    await t.app.db.update(courses).set({ name: 'MTS GK (edited)' }).where(eq(courses.id, id));
    await seedCatalogue(t.app);
    const count = async (table: typeof courses | typeof syllabusUnits) =>
      (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    expect(await count(courses)).toBe(16);
    expect(await count(syllabusUnits)).toBe(DEMO_COURSES.reduce((n, c) => n + c.units.length, 0));
    expect((await get(catalogueUrl.course(id))).json().data.course_name).toBe('MTS GK (edited)');
  });
});

describe('progress figures', () => {
  it('turns classes and tests done into a percentage', () => {
    expect(toCourseProgress()).toEqual({
      classesWatched: 0,
      classesTotal: 0,
      testsTaken: 0,
      testsTotal: 0,
      averageScore: 0,
      percent: 0,
    });
    const p = toCourseProgress({
      classesWatched: 3,
      classesTotal: 10,
      testsTaken: 2,
      testsTotal: 10,
      averageScore: 66.667,
    });
    expect(p.percent).toBe(25);
    expect(p.averageScore).toBe(66.7);
    expect(toCourseProgress({ testsTaken: 5, testsTotal: 4 }).percent).toBe(100);
  });
});

describe('progress from mock tests', () => {
  it('counts a finished mock test and its score on the course and in continue-learning', async () => {
    const learner = await createUser(t.app);
    const courseId = await courseIdOf('ssc-mts-gk');
    const exam = await createExam(t.app, { courseId, sections: [4] });
    await createExam(t.app, { courseId, sections: [2] });
    const { attemptId } = await start(t.app, learner, exam.id);
    const [q1, q2] = exam.questions;
    await save(t.app, learner, attemptId, [
      { questionId: q1!.id, optionId: q1!.correct, seq: 1 },
      { questionId: q2!.id, optionId: q2!.correct, seq: 2 },
    ]);
    await end(t.app, learner, attemptId);

    const course = (await get(catalogueUrl.course(courseId), learner.headers)).json().data;
    // 2 of 4 right, no wrong: 50 %; one of the course's two tests done.
    expect(course.progress).toMatchObject({
      testsTaken: 1,
      testsTotal: 2,
      averageScore: 50,
      percent: 50,
    });
    const started = (await get(catalogueUrl.continue(), learner.headers)).json().data;
    expect(started.map((c: { id: number }) => c.id)).toEqual([courseId]);
    // Another learner's figures are untouched.
    expect((await get(catalogueUrl.course(courseId))).json().data.progress.testsTaken).toBe(0);
  });
});
