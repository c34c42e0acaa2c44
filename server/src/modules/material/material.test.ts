import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { materialUrl } from '@pariksha/contracts/material-paths';
import { MediaPaths } from '@pariksha/contracts/media-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { queryRows } from '../../db/client';
import { seedCatalogue } from '../../seed/catalogue';
import { seedMaterial } from '../../seed/material';

let t: TestApp;
let me: Record<string, string>;
let cookie: string;
/** The LDC course: its guide, its 320-page question bank, and its unit notes. */
let ldc: { courseId: number; guide: number; bank: number; unit1: number };

const get = (url: string, headers = me) => t.app.inject({ method: 'GET', url, headers });
const put = (id: number, page: unknown, headers = me) =>
  t.app.inject({
    method: 'PUT',
    url: materialUrl.progress(id),
    headers,
    payload: { page },
  });

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.app);
  await seedMaterial(t.app);
  me = (await createUser(t.app)).headers;
  cookie = String(
    (await t.app.inject({ method: 'POST', url: MediaPaths.session, headers: me })).headers[
      'set-cookie'
    ],
  ).split(';')[0]!;
  const rows = await queryRows<{ id: number; slug: string; courseId: number }>(
    t.app.db,
    sql`select id, slug, course_id as "courseId" from materials where slug like 'kpsc-ldc-complete-%'`,
  );
  const id = (suffix: string) => rows.find((r) => r.slug === `kpsc-ldc-complete-${suffix}`)!.id;
  ldc = {
    courseId: rows[0]!.courseId,
    guide: id('guide'),
    bank: id('question-bank'),
    unit1: id('u1-notes'),
  };
});
afterAll(() => t.close());

describe("a course's material", () => {
  it('lists the course-wide documents first, then each unit in order, with pages, size and when added', async () => {
    const res = await get(materialUrl.ofCourse(ldc.courseId));
    expect(res.statusCode).toBe(200);
    const { course, groups } = res.json().data;
    expect(course.course_name).toMatch(/LDC/);
    expect(groups.map((g: { syllabus_id: number | null }) => g.syllabus_id === null)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(groups[0].documents.map((d: { id: number }) => d.id)).toEqual([ldc.guide, ldc.bank]);
    const bank = groups[0].documents[1];
    expect(bank).toMatchObject({ pages: 320, lastPage: null, isDemo: true });
    expect(bank.sizeBytes).toBeGreaterThan(100_000);
    expect(Date.parse(bank.addedAt)).not.toBeNaN();
    expect(groups[1].title).toBeTruthy();
  });

  it('404s a course that is not there, and hides unpublished documents and their file', async () => {
    expect((await get(materialUrl.ofCourse(999999))).statusCode).toBe(404);
    await queryRows(t.app.db, sql`update materials set published = false where id = ${ldc.unit1}`);
    try {
      const groups = (await get(materialUrl.ofCourse(ldc.courseId))).json().data.groups;
      expect(JSON.stringify(groups)).not.toContain(`"id":${ldc.unit1},`);
      expect((await get(materialUrl.byId(ldc.unit1))).statusCode).toBe(404);
      expect((await get(materialUrl.file(ldc.unit1))).statusCode).toBe(404);
      expect((await put(ldc.unit1, 1)).statusCode).toBe(404);
    } finally {
      await queryRows(t.app.db, sql`update materials set published = true where id = ${ldc.unit1}`);
    }
  });
});

describe('one document', () => {
  it('gives its /media address, whether it may be downloaded, and its unit', async () => {
    const guide = (await get(materialUrl.byId(ldc.guide))).json().data;
    expect(guide).toMatchObject({ downloadable: true, unit: null, pages: expect.any(Number) });
    expect(guide.fileUrl).toMatch(/^\/media\/material\/kpsc-ldc-complete-guide\/[\w.-]+\.pdf$/);
    const bank = (await get(materialUrl.byId(ldc.bank))).json().data;
    expect(bank.downloadable).toBe(false);
    const notes = (await get(materialUrl.byId(ldc.unit1))).json().data;
    expect(notes.unit).toMatchObject({
      syllabus_id: expect.any(Number),
      title: expect.any(String),
    });
  });

  it('redirects its file address to the /media file', async () => {
    const res = await get(materialUrl.file(ldc.bank));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe((await get(materialUrl.byId(ldc.bank))).json().data.fileUrl);
  });
});

describe('the last page read', () => {
  it('is kept per learner, the latest save winning, and offered back', async () => {
    expect((await put(ldc.bank, 12)).json().data.lastPage).toBe(12);
    expect((await put(ldc.bank, 120)).json().data.lastPage).toBe(120);
    expect((await get(materialUrl.byId(ldc.bank))).json().data.lastPage).toBe(120);
    const other = (await createUser(t.app)).headers;
    expect((await get(materialUrl.byId(ldc.bank), other)).json().data.lastPage).toBeNull();
  });

  it.each([0, -1, 321, 1.5, '2', null])(
    'refuses page %j with a 400 naming the field',
    async (page) => {
      const res = await put(ldc.bank, page);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([expect.objectContaining({ field: 'page' })]);
    },
  );
});

describe('the file', () => {
  const file = async () => (await get(materialUrl.byId(ldc.bank))).json().data.fileUrl as string;
  const fetchFile = async (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: await file(), headers });

  it('opens only with the media cookie, and is a PDF kept for good', async () => {
    expect((await fetchFile({})).statusCode).toBe(401);
    const res = await fetchFile({ cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers ranges: the first bytes, the middle, the end, and 416 past it', async () => {
    const size = Number((await fetchFile({ cookie })).headers['content-length']);
    const first = await fetchFile({ cookie, range: 'bytes=0-1023' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-1023/${size}`);
    expect(first.rawPayload).toHaveLength(1024);
    const middle = await fetchFile({
      cookie,
      range: `bytes=${size / 2}-${size / 2 + 99}`.replace(/\.5/g, ''),
    });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload).toHaveLength(100);
    const tail = await fetchFile({ cookie, range: 'bytes=-512' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.toString('latin1')).toContain('%%EOF');
    expect((await fetchFile({ cookie, range: `bytes=${size + 10}-` })).statusCode).toBe(416);
  });
});
