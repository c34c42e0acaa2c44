import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createCourse, createExam } from '../exams/exams.factories';
import { documentBody, upload as uploadAs } from '../media/media.factories';
import { callAs, createStaff, type CallArgs } from './admin.factories';

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
let learner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await createStaff(t.app, 'teacher');
  learner = await createUser(t.app);
});
afterAll(() => t.close());

const send = (...args: CallArgs) => callAs(t.app, ...args);

/** Uploads through the console's own route, as the teacher; answers the media key. */
const upload = (kind: string, bytes: Buffer) => uploadAs(t.app, teacher, kind, bytes);

const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.alloc(64),
]);
const VTT = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nNamaskaram\n');

async function newUnit(courseId: number) {
  const res = await send(teacher, 'POST', `/api/admin/courses/${courseId}/units`, {
    title: 'Kerala history',
    description: '',
    topics: [],
    titleMl: null,
    descriptionMl: null,
    topicsMl: null,
  });
  return res.json().data.id as number;
}

describe('recorded classes in the console', () => {
  it('adds a class with its uploads and tests; learners see it once published', async () => {
    const course = await createCourse(t.app);
    const unitId = await newUnit(course.id);
    const exam = await createExam(t.app, { courseId: course.id, sections: [2] });
    const other = await createExam(t.app, { sections: [1] });
    const body = {
      title: 'Temple entry proclamation',
      titleMl: null,
      description: '1936',
      descriptionMl: null,
      teacher: 'Anitha K.',
      durationSeconds: 90,
      video: await upload('video', MP4),
      thumbnail: null,
      captionsEn: await upload('captions', VTT),
      captionsMl: null,
      notes: 'Read chapter 4.',
      notesMl: null,
      published: false,
      examIds: [exam.id],
    };
    expect(
      (
        await send(teacher, 'POST', `/api/admin/units/${unitId}/classes`, {
          ...body,
          examIds: [other.id],
        })
      ).statusCode,
    ).toBe(400);
    const missing = await send(teacher, 'POST', `/api/admin/units/${unitId}/classes`, {
      ...body,
      video: 'classes/00000000-0000-0000-0000-000000000000/video.mp4',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('video');

    const created = await send(teacher, 'POST', `/api/admin/units/${unitId}/classes`, body);
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({ unitId, position: 1, examIds: [exam.id], used: 0 });
    expect((await send(learner, 'GET', `/api/recordedclassById/${item.id}`)).statusCode).toBe(404);

    const published = await send(teacher, 'PUT', `/api/admin/classes/${item.id}`, {
      ...body,
      published: true,
      updatedAt: item.updatedAt,
    });
    expect(published.statusCode, published.body).toBe(200);
    const seen = await send(learner, 'GET', `/api/recordedclassById/${item.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.title).toBe('Temple entry proclamation');
    const stale = await send(teacher, 'PUT', `/api/admin/classes/${item.id}`, {
      ...body,
      updatedAt: item.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    // Watched by a learner: deleting it asks first.
    await send(learner, 'PUT', `/api/recordedclassById/${item.id}/progress`, {
      positionSeconds: 30,
    });
    const refused = await send(teacher, 'DELETE', `/api/admin/classes/${item.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual({ used: 1 });
    expect(
      (await send(teacher, 'DELETE', `/api/admin/classes/${item.id}?confirm=true`)).statusCode,
    ).toBe(200);
    expect((await send(learner, 'GET', `/api/recordedclassById/${item.id}`)).statusCode).toBe(404);
  });
});

describe('study material in the console', () => {
  it('reads a document’s pages and size from the uploaded file', async () => {
    const course = await createCourse(t.app);
    const doc = await PDFDocument.create();
    for (let i = 0; i < 4; i += 1) doc.addPage();
    const bytes = Buffer.from(await doc.save());
    const file = await upload('pdf', bytes);
    const otherUnit = await newUnit((await createCourse(t.app)).id);
    const body = documentBody(file);
    const wrongUnit = await send(teacher, 'POST', `/api/admin/courses/${course.id}/materials`, {
      ...body,
      unitId: otherUnit,
    });
    expect(wrongUnit.statusCode).toBe(400);
    const res = await send(teacher, 'POST', `/api/admin/courses/${course.id}/materials`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ pages: 4, sizeBytes: bytes.length, position: 1 });
    const seen = await send(learner, 'GET', `/api/material/document/${res.json().data.id}`);
    expect(seen.statusCode).toBe(200);
  });
});

describe('live classes in the console', () => {
  it('schedules a class and checks its stream, teacher and recording', async () => {
    const course = await createCourse(t.app);
    const body = {
      title: 'Budget 2026 — what to remember',
      titleMl: null,
      description: '',
      descriptionMl: null,
      teacher: 'Rajesh P.',
      teacherUserId: teacher.id,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      plannedMinutes: 60,
      streamKind: 'youtube',
      stream: 'dQw4w9WgXcQ',
      recordingId: null,
      published: true,
      examIds: [],
    };
    const path = `/api/admin/courses/${course.id}/live-classes`;
    expect((await send(teacher, 'POST', path, { ...body, stream: 'not an id' })).statusCode).toBe(
      400,
    );
    const foreign = await send(teacher, 'POST', path, {
      ...body,
      streamKind: 'hls',
      stream: 'https://streams.example.org/live.m3u8',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toMatch(/STREAM_ORIGINS/);
    expect(
      (await send(teacher, 'POST', path, { ...body, teacherUserId: learner.id })).statusCode,
    ).toBe(400);
    expect(
      (await send(teacher, 'POST', path, { ...body, recordingId: 2_000_000 })).statusCode,
    ).toBe(400);

    const res = await send(teacher, 'POST', path, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'upcoming', courseId: course.id });
    const seen = await send(learner, 'GET', `/api/liveclassById/${res.json().data.id}`);
    expect(seen.statusCode).toBe(200);
  });
});

describe('current affairs in the console', () => {
  it('stores an article sanitised, and refuses one that would be empty', async () => {
    const cats = (await send(teacher, 'GET', '/api/admin/categories')).json().data.categories;
    const categoryId = cats[0].id; // made with the courses above
    const body = {
      language: 'en',
      title: 'Vizhinjam port opens',
      summary: 'India’s first deep-water transshipment port.',
      bodyHtml: '<p onclick="steal()">Commissioned in 2025.<script>alert(1)</script></p>',
      image: null,
      tags: ['Kerala', 'Economy'],
      publishedAt: new Date().toISOString(),
      published: true,
    };
    const path = `/api/admin/categories/${categoryId}/articles`;
    const res = await send(teacher, 'POST', path, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.bodyHtml).toBe('<p>Commissioned in 2025.</p>');
    const empty = await send(teacher, 'POST', path, { ...body, bodyHtml: '<script>x()</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('bodyHtml');
    const seen = await send(learner, 'GET', `/api/currentaffairs/${res.json().data.id}`);
    expect(seen.statusCode).toBe(200);
  });
});
