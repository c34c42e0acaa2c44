import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { materialUrl } from '@pariksha/contracts/material-paths';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { classUrl } from '@pariksha/contracts/classes-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import {
  courses,
  liveClassExams,
  liveClasses,
  materials,
  recordedClassExams,
  recordedClasses,
  syllabusUnits,
} from '../../db/schema/index';
import { createCourse, createExam } from '../exams/exams.factories';

/*
 * Writes and lists answer as the reads do: what learners cannot see (unpublished, in an
 * unpublished course, or not there) is a 404 with the same body from every route, so no route
 * tells that it exists.
 */

let t: TestApp;
let learner: Awaited<ReturnType<typeof createUser>>;

type Content = { courseId: number; classId: number; documentId: number };

/** A course with a class, a document and a live class, each with an exam attached. */
async function content(): Promise<Content> {
  const courseId = (await createCourse(t.app)).id;
  const examId = (await createExam(t.app, { courseId, sections: [1] })).id;
  const [unit] = await t.app.db
    .insert(syllabusUnits)
    .values({ courseId, position: 1, title: 'Unit 1' })
    .returning();
  const [cls] = await t.app.db
    .insert(recordedClasses)
    .values({
      syllabusUnitId: unit!.id,
      position: 1,
      title: 'Class',
      teacher: 'Teacher',
      durationSeconds: 60,
      video: 'classes/x/master.m3u8',
    })
    .returning();
  const [doc] = await t.app.db
    .insert(materials)
    .values({
      courseId,
      position: 1,
      title: 'Notes',
      file: 'material/x/x.pdf',
      pages: 3,
      sizeBytes: 9,
    })
    .returning();
  const [live] = await t.app.db
    .insert(liveClasses)
    .values({
      courseId,
      title: 'Live',
      teacher: 'Teacher',
      startsAt: new Date(Date.now() + 3_600_000),
      plannedMinutes: 60,
      streamKind: 'youtube',
      stream: 'dQw4w9WgXcQ',
    })
    .returning();
  await t.app.db.insert(recordedClassExams).values({ recordedClassId: cls!.id, examId });
  await t.app.db.insert(liveClassExams).values({ liveClassId: live!.id, examId });
  return { courseId, classId: cls!.id, documentId: doc!.id };
}

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: learner.headers, ...(payload && { payload }) });

/** Every learner route of one class and one document, reads and writes alike. */
const routes = (c: Content) =>
  ({
    'GET class': () => call('GET', classUrl.byId(c.classId)),
    'PUT class progress': () => call('PUT', classUrl.progress(c.classId), { positionSeconds: 10 }),
    'GET class exams': () => call('GET', examUrl.byRecordedClass(c.classId)),
    'GET document': () => call('GET', materialUrl.byId(c.documentId)),
    'PUT document progress': () => call('PUT', materialUrl.progress(c.documentId), { page: 2 }),
    'GET document file': () => call('GET', materialUrl.file(c.documentId)),
  }) as const;

/** What each route answers: its status and, for a refusal, its body. */
async function answers(c: Content) {
  const out: Record<string, unknown> = {};
  for (const [name, run] of Object.entries(routes(c))) {
    const res = await run();
    out[name] = res.statusCode >= 400 ? [res.statusCode, res.json()] : res.statusCode;
  }
  return out;
}

const notFound = (what: string) => [
  404,
  { error: { code: 'NOT_FOUND', message: `${what} not found` } },
];
const HIDDEN = {
  'GET class': notFound('Class'),
  'PUT class progress': notFound('Class'),
  'GET class exams': notFound('Class'),
  'GET document': notFound('Document'),
  'PUT document progress': notFound('Document'),
  'GET document file': notFound('Document'),
};

beforeAll(async () => {
  t = await buildTestApp();
  learner = await createUser(t.app);
});
afterAll(() => t.close());

describe('what learners cannot see', () => {
  it('is answered by every route while it is shown: the reads, the progress saves', async () => {
    expect(await answers(await content())).toEqual({
      'GET class': 200,
      'PUT class progress': 200,
      'GET class exams': 200,
      'GET document': 200,
      'PUT document progress': 200,
      'GET document file': 302,
    });
  });

  it('is not there for any route when the class and the document are unpublished', async () => {
    const c = await content();
    await t.app.db
      .update(recordedClasses)
      .set({ published: false })
      .where(eq(recordedClasses.id, c.classId));
    await t.app.db
      .update(materials)
      .set({ published: false })
      .where(eq(materials.id, c.documentId));
    expect(await answers(c)).toEqual(HIDDEN);
  });

  it('is not there for any route when their course is unpublished', async () => {
    const c = await content();
    await t.app.db.update(courses).set({ published: false }).where(eq(courses.id, c.courseId));
    expect(await answers(c)).toEqual(HIDDEN);
  });

  it('is not there for any route when there is no such class or document', async () => {
    expect(await answers({ courseId: 0, classId: 2_000_000, documentId: 2_000_000 })).toEqual(
      HIDDEN,
    );
  });

  it('leaves the lists of an unpublished course, and the learner’s classes in progress', async () => {
    const c = await content();
    expect((await routes(c)['PUT class progress']()).statusCode).toBe(200);
    const continuing = async () =>
      (await call('GET', classUrl.inProgress())).json().data.map((x: { id: number }) => x.id);
    expect(await continuing()).toContain(c.classId);

    await t.app.db.update(courses).set({ published: false }).where(eq(courses.id, c.courseId));
    for (const url of [
      classUrl.ofCourse(c.courseId),
      materialUrl.ofCourse(c.courseId),
      examUrl.byRecordedClassCourse(c.courseId),
      examUrl.byLiveClassCourse(c.courseId),
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Course not found' } });
    }
    expect(await continuing()).not.toContain(c.classId);
  });
});
