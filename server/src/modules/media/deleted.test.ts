import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialStaffUrl } from '@pariksha/contracts/material-paths';
import { classStaffUrl } from '@pariksha/contracts/classes-paths';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { affairsStaffUrl } from '@pariksha/contracts/affairs-paths';
import { withQuery } from '@pariksha/contracts/paths';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { callAs, createStaff } from '../admin/admin.factories';
import {
  classBody,
  courseWithUnit,
  documentBody,
  MP4,
  mediaCookieOf,
  openMedia,
  pdf,
  svg,
  upload,
  VTT,
} from './media.factories';

// What is deleted takes its files from the store, once no row names them: a class (its video's
// folder, renditions and all), a document, an article's image, a video, a course's image, and
// whatever goes with a course, a unit or a category. A file another row still names stays.

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaff(t.app, 'admin');
  adminCookie = await mediaCookieOf(t.app, admin);
});
afterAll(() => t.close());

const send = async (method: string, url: string, payload?: object) => {
  const res = await callAs(t.app, admin, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
/** Which of the keys the store still holds (and /media still serves, to staff). */
async function kept(keys: string[]) {
  const out: string[] = [];
  for (const k of keys) {
    const inStore = (await t.app.mediaStore.get(k)) !== null;
    const served = (await openMedia(t.app, adminCookie, k)).statusCode === 200;
    expect(served, k).toBe(inStore);
    if (inStore) out.push(k);
  }
  return out;
}

/** An uploaded video with a rendition beside it, as the transcoder leaves them. */
async function videoWithRendition() {
  const video = await upload(t.app, admin, 'video', MP4);
  const rendition = video.replace('video.mp4', 'hls-0a1b/v0/segment-000.m4s');
  await t.app.mediaStore.put(rendition, Buffer.from('segment'));
  return [video, rendition] as const;
}

async function newClass(unitId: number, video: string, captionsEn: string | null) {
  return send('POST', classStaffUrl.recordedClasses(unitId), classBody({ video, captionsEn }));
}

describe('deleting content', () => {
  it('removes a class’s files, except captions another class still names', async () => {
    const { unitId } = await courseWithUnit(t.app, admin);
    const [video, rendition] = await videoWithRendition();
    const [video2] = await videoWithRendition();
    const shared = await upload(t.app, admin, 'captions', VTT);
    const a = await newClass(unitId, video, shared);
    const b = await newClass(unitId, video2, shared);
    expect(await kept([video, rendition, shared])).toEqual([video, rendition, shared]);

    await send('DELETE', classStaffUrl.recordedClass(a.id));
    expect(await kept([video, rendition, shared])).toEqual([shared]);
    await send('DELETE', classStaffUrl.recordedClass(b.id));
    expect(await kept([video2, shared])).toEqual([]);
  });

  it('removes a file an edit replaced, and keeps the one it names now', async () => {
    const { unitId } = await courseWithUnit(t.app, admin);
    const [first, rendition] = await videoWithRendition();
    const cls = await newClass(unitId, first, null);
    const second = await upload(t.app, admin, 'video', MP4);
    await send('PUT', classStaffUrl.recordedClass(cls.id), {
      ...classBody({ video: second }),
      updatedAt: cls.updatedAt,
    });
    expect(await kept([first, rendition, second])).toEqual([second]);
  });

  it('removes a document’s file', async () => {
    const { courseId } = await courseWithUnit(t.app, admin);
    const file = await upload(t.app, admin, 'pdf', await pdf());
    const doc = await send('POST', materialStaffUrl.materials(courseId), documentBody(file));
    expect(await kept([file])).toEqual([file]);
    await send('DELETE', materialStaffUrl.material(doc.id));
    expect(await kept([file])).toEqual([]);
  });

  it('removes an article’s image and a current-affairs video’s files', async () => {
    const category = await send('POST', catalogueStaffUrl.categories(), {
      name: 'Current affairs',
      nameMl: null,
      description: '',
      descriptionMl: null,
    });
    const image = await upload(t.app, admin, 'image', svg('article'));
    const article = await send('POST', affairsStaffUrl.articles(category.id), {
      language: 'en',
      title: 'Vizhinjam port opens',
      summary: 'A deep-water port.',
      bodyHtml: '<p>Commissioned in 2025.</p>',
      image,
      tags: [],
      publishedAt: new Date().toISOString(),
      published: true,
    });
    const [video, rendition] = await videoWithRendition();
    const thumbnail = await upload(t.app, admin, 'image', svg('thumbnail'));
    const clip = await send('POST', affairsStaffUrl.affairsVideos(category.id), {
      title: 'Budget in five minutes',
      titleMl: null,
      description: '',
      descriptionMl: null,
      durationSeconds: 300,
      video,
      thumbnail,
      captionsEn: null,
      captionsMl: null,
      publishedAt: new Date().toISOString(),
      published: true,
    });
    const all = [image, video, rendition, thumbnail];
    expect(await kept(all)).toEqual(all);
    await send('DELETE', affairsStaffUrl.article(article.id));
    expect(await kept(all)).toEqual([video, rendition, thumbnail]);
    await send('DELETE', affairsStaffUrl.affairsVideo(clip.id));
    expect(await kept(all)).toEqual([]);
  });

  it('removes a course’s image when replaced, and everything of a course or a unit deleted with it', async () => {
    const { courseId, unitId } = await courseWithUnit(t.app, admin);
    const image = await upload(t.app, admin, 'course-image', svg('cover'));
    const course = await send('GET', catalogueStaffUrl.course(courseId));
    const { id: _, dependents: __, isDemo: ___, ...body } = course;
    const updated = await send('PUT', catalogueStaffUrl.course(courseId), {
      ...body,
      image: `/media/${image}`,
    });
    const image2 = await upload(t.app, admin, 'course-image', svg('cover2'));
    await send('PUT', catalogueStaffUrl.course(courseId), {
      ...body,
      image: `/media/${image2}`,
      updatedAt: updated.updatedAt,
    });
    expect(await kept([image, image2])).toEqual([image2]);

    const [inUnit] = await videoWithRendition();
    await newClass(unitId, inUnit, null);
    const other = await send('POST', catalogueStaffUrl.units(courseId), {
      title: 'Second unit',
      description: '',
      topics: [],
      titleMl: null,
      descriptionMl: null,
      topicsMl: null,
    });
    const [inOther] = await videoWithRendition();
    await newClass(other.id, inOther, null);
    const file = await upload(t.app, admin, 'pdf', await pdf());
    await send('POST', materialStaffUrl.materials(courseId), documentBody(file));

    await send('DELETE', withQuery(catalogueStaffUrl.unit(unitId), { confirm: true }));
    expect(await kept([inUnit, inOther, file, image2])).toEqual([inOther, file, image2]);
    await send('DELETE', withQuery(catalogueStaffUrl.course(courseId), { confirm: true }));
    expect(await kept([inOther, file, image2])).toEqual([]);
  });

  it('removes the files of a category’s articles and videos with the category', async () => {
    const category = await send('POST', catalogueStaffUrl.categories(), {
      name: 'Gone soon',
      nameMl: null,
      description: '',
      descriptionMl: null,
    });
    const image = await upload(t.app, admin, 'image', svg('gone'));
    await send('POST', affairsStaffUrl.articles(category.id), {
      language: 'en',
      title: 'Monsoon arrives',
      summary: 'Early this year.',
      bodyHtml: '<p>On 24 May.</p>',
      image,
      tags: [],
      publishedAt: new Date().toISOString(),
      published: true,
    });
    await send('DELETE', catalogueStaffUrl.category(category.id));
    expect(await kept([image])).toEqual([]);
  });
});
