import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialStaffUrl } from '@pariksha/contracts/material-paths';
import { classStaffUrl } from '@pariksha/contracts/classes-paths';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { callAs, createStaff } from '../admin/admin.factories';
import { SHOWN_TTL_MS } from './media.rules';
import {
  classBody,
  courseWithUnit,
  documentBody,
  learnerWithCookie,
  MP4,
  mediaCookieOf,
  openMedia,
  pdf,
  upload,
  VTT,
} from './media.factories';

// The files of a class or a document open to learners only while learners see that content
// (within a minute of its withdrawal on every node); staff open them always.

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
let staffCookie: string;
let learner: Awaited<ReturnType<typeof learnerWithCookie>>;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await createStaff(t.app, 'teacher');
  staffCookie = await mediaCookieOf(t.app, teacher);
  learner = await learnerWithCookie(t.app);
});
afterAll(() => t.close());

const send = (method: string, url: string, payload?: object) =>
  callAs(t.app, teacher, method, url, payload);
const status = async (cookie: string, key: string) =>
  (await openMedia(t.app, cookie, key)).statusCode;
/** What a learner and staff get for each key, after the node's cache has had its time. */
async function seen(keys: string[]) {
  t.clock.advance(SHOWN_TTL_MS + 1);
  const out: Record<string, [number, number]> = {};
  for (const k of keys) out[k] = [await status(learner.cookie, k), await status(staffCookie, k)];
  return out;
}
const all = (keys: string[], learnerGets: number) =>
  Object.fromEntries(keys.map((k) => [k, [learnerGets, 200]]));

/** A published class (video, captions, a rendition beside the video) and a published document. */
async function content() {
  const { courseId, unitId } = await courseWithUnit(t.app, teacher);
  const video = await upload(t.app, teacher, 'video', MP4);
  const captions = await upload(t.app, teacher, 'captions', VTT);
  const rendition = video.replace('video.mp4', 'hls-0a1b/v0/segment-000.m4s');
  await t.app.mediaStore.put(rendition, Buffer.from('segment'));
  const cls = await send('POST', classStaffUrl.recordedClasses(unitId), {
    ...classBody({ video, captionsEn: captions }),
  });
  expect(cls.statusCode, cls.body).toBe(200);
  const file = await upload(t.app, teacher, 'pdf', await pdf());
  const doc = await send('POST', materialStaffUrl.materials(courseId), documentBody(file));
  expect(doc.statusCode, doc.body).toBe(200);
  return {
    courseId,
    cls: cls.json().data,
    doc: doc.json().data,
    classKeys: [video, captions, rendition],
    docKeys: [file],
  };
}

describe('files of withdrawn content', () => {
  it('stop opening for learners when the class or the document is unpublished, and open again when republished', async () => {
    const c = await content();
    const keys = [...c.classKeys, ...c.docKeys];
    expect(await seen(keys)).toEqual(all(keys, 200));

    const unpublish = (path: string, row: Record<string, unknown>, body: object) =>
      send('PUT', path, { ...body, published: false, updatedAt: row.updatedAt });
    const cls = (
      await unpublish(classStaffUrl.recordedClass(c.cls.id), c.cls, classBody(c.cls))
    ).json().data;
    const doc = (
      await unpublish(materialStaffUrl.material(c.doc.id), c.doc, documentBody(c.doc.file))
    ).json().data;
    expect(await seen(keys)).toEqual(all(keys, 404));
    const body = (await openMedia(t.app, learner.cookie, c.docKeys[0]!)).json();
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such file' } });

    // Published again: open at once, no minute to wait.
    await send('PUT', classStaffUrl.recordedClass(cls.id), {
      ...classBody(c.cls),
      updatedAt: cls.updatedAt,
    });
    await send('PUT', materialStaffUrl.material(doc.id), {
      ...documentBody(c.doc.file),
      updatedAt: doc.updatedAt,
    });
    for (const k of keys) expect(await status(learner.cookie, k), k).toBe(200);
  });

  it('stop opening for learners when the course is unpublished', async () => {
    const c = await content();
    const keys = [...c.classKeys, ...c.docKeys];
    expect(await seen(keys)).toEqual(all(keys, 200));
    const course = (await send('GET', catalogueStaffUrl.course(c.courseId))).json().data;
    const { id: _, dependents: __, isDemo: ___, ...body } = course;
    const res = await send('PUT', catalogueStaffUrl.course(c.courseId), {
      ...body,
      published: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await seen(keys)).toEqual(all(keys, 404));
  });

  it('never open for learners while no content names them (an upload not yet used)', async () => {
    const video = await upload(t.app, teacher, 'video', MP4);
    const file = await upload(t.app, teacher, 'pdf', await pdf());
    expect(await seen([video, file])).toEqual(all([video, file], 404));
  });
});
