import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { recordedClasses, recordedClassExams, syllabusUnits } from '../../db/schema/index';
import { createCourse, createExam, start } from './exams.factories';

/*
 * The exams attached to recorded classes: one class's (`exam_recordedclass`) and a course's by
 * class (`exam_recordedclass_course`), as the same list items as a course's exams.
 */

let t: TestApp;
let learner: Awaited<ReturnType<typeof createUser>>;
let courseId: number;
/** Unit 1: classes a (exams x, y; y first), b (none); unit 2: c (exam z); d unpublished (x). */
const cls = { a: 0, b: 0, c: 0, d: 0 };
const exam = { x: 0, y: 0, z: 0 };

async function unit(position: number) {
  const [u] = await t.app.db
    .insert(syllabusUnits)
    .values({ courseId, position, title: `Unit ${position}` })
    .returning({ id: syllabusUnits.id });
  return u!.id;
}

async function recordedClass(syllabusUnitId: number, position: number, published = true) {
  const [c] = await t.app.db
    .insert(recordedClasses)
    .values({
      syllabusUnitId,
      position,
      title: `Class ${position}`,
      titleMl: position === 1 ? 'ക്ലാസ്' : null,
      teacher: 'Teacher',
      durationSeconds: 60,
      video: 'classes/x/master.m3u8',
      published,
    })
    .returning({ id: recordedClasses.id });
  return c!.id;
}

const get = (url: string, headers = learner.headers) => t.app.inject({ url, headers });
const ids = (list: { id: number }[]) => list.map((e) => e.id);

beforeAll(async () => {
  t = await buildTestApp();
  learner = await createUser(t.app);
  courseId = (await createCourse(t.app)).id;
  const [u1, u2] = [await unit(1), await unit(2)];
  // Unit 2's class is made first, so an order by id would put it ahead of unit 1's.
  cls.c = await recordedClass(u2, 1);
  cls.b = await recordedClass(u1, 2);
  cls.a = await recordedClass(u1, 1);
  cls.d = await recordedClass(u2, 2, false);
  for (const key of ['x', 'y', 'z'] as const) {
    exam[key] = (await createExam(t.app, { courseId, title: `Exam ${key}` })).id;
  }
  await t.app.db.insert(recordedClassExams).values([
    { recordedClassId: cls.a, examId: exam.x, position: 2 },
    { recordedClassId: cls.a, examId: exam.y, position: 1 },
    { recordedClassId: cls.c, examId: exam.z, position: 1 },
    { recordedClassId: cls.d, examId: exam.x, position: 1 },
  ]);
});
afterAll(() => t.close());

describe('exams of a recorded class', () => {
  it('lists them in the class’s order, as the course’s exam list items', async () => {
    const res = await get(examUrl.byRecordedClass(cls.a));
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(ids(list)).toEqual([exam.y, exam.x]);
    const ofCourse = (await get(examUrl.byCourse(courseId))).json().data;
    expect(list[0]).toEqual(ofCourse.find((e: { id: number }) => e.id === exam.y));
  });

  it('carries the learner’s own attempt, and no one else’s', async () => {
    const other = await createUser(t.app);
    await start(t.app, other, exam.x);
    const list = (await get(examUrl.byRecordedClass(cls.a), other.headers)).json().data;
    expect(list[1].attempt).toMatchObject({ status: 'in_progress', attemptsUsed: 1 });
    const mine = (await get(examUrl.byRecordedClass(cls.a))).json().data;
    expect(mine[1].attempt).toEqual({ status: 'not_started', attemptsUsed: 0 });
  });

  it('is [] for a class without exams, and 404 for a class unpublished or not there', async () => {
    expect((await get(examUrl.byRecordedClass(cls.b))).json()).toEqual({ data: [] });
    for (const id of [cls.d, 999999]) {
      const res = await get(examUrl.byRecordedClass(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('exams of a course’s recorded classes', () => {
  it('lists the published classes with exams, in unit then class order', async () => {
    const res = await get(examUrl.byRecordedClassCourse(courseId));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((c: { recordedClass: { id: number } }) => c.recordedClass.id)).toEqual([
      cls.a,
      cls.c,
    ]);
    expect(data[0].recordedClass).toEqual({
      id: cls.a,
      syllabus_id: expect.any(Number),
      title: 'Class 1',
      titleMl: 'ക്ലാസ്',
    });
    expect(ids(data[0].exams)).toEqual([exam.y, exam.x]);
    expect(ids(data[1].exams)).toEqual([exam.z]);
  });

  it('is [] for a course without class exams, and 404 for a course not there', async () => {
    const empty = await createCourse(t.app);
    expect((await get(examUrl.byRecordedClassCourse(empty.id))).json()).toEqual({ data: [] });
    expect((await get(examUrl.byRecordedClassCourse(999999))).statusCode).toBe(404);
  });

  it('drops a class once it is unpublished', async () => {
    await t.app.db
      .update(recordedClasses)
      .set({ published: false })
      .where(eq(recordedClasses.id, cls.c));
    const data = (await get(examUrl.byRecordedClassCourse(courseId))).json().data;
    expect(data.map((c: { recordedClass: { id: number } }) => c.recordedClass.id)).toEqual([cls.a]);
  });
});
