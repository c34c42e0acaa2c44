import { PDFDocument } from 'pdf-lib';
import { expect } from 'vitest';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { MediaPaths } from '@pariksha/contracts/media-paths';
import type { App } from '../../app';
import { createUser } from '../../../test/helper';
import { callAs } from '../admin/admin.factories';
import { createCourse } from '../exams/exams.factories';

// Test factories: content made through the console's own routes, with files uploaded as a
// teacher uploads them, and the media cookie of whoever opens them.

type Who = { headers: Record<string, string> };

export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.alloc(64),
]);
export const VTT = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nNamaskaram\n');
export const svg = (id: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect id="${id}"/></svg>`);
export async function pdf() {
  const doc = await PDFDocument.create();
  doc.addPage();
  return Buffer.from(await doc.save());
}

/** Uploads through the console's route; answers the media key. */
export async function upload(app: App, who: Who, kind: string, bytes: Buffer) {
  const boundary = 'media-test';
  const res = await app.inject({
    method: 'POST',
    url: adminUrl.uploads(),
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="f"\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.key as string;
}

/** The media cookie of a signed-in person, as the web app asks for it. */
export async function mediaCookieOf(app: App, who: Who) {
  const res = await app.inject({ method: 'POST', url: MediaPaths.session, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

export const openMedia = (app: App, cookie: string | null, key: string) =>
  app.inject({ method: 'GET', url: `/media/${key}`, headers: cookie ? { cookie } : {} });

/** A learner with the media cookie. */
export async function learnerWithCookie(app: App) {
  const user = await createUser(app);
  return { ...user, cookie: await mediaCookieOf(app, user) };
}

export const classBody = (files: { video: string; captionsEn?: string | null }) => ({
  title: 'Temple entry proclamation',
  titleMl: null,
  description: '1936',
  descriptionMl: null,
  teacher: 'Anitha K.',
  durationSeconds: 90,
  video: files.video,
  thumbnail: null,
  captionsEn: files.captionsEn ?? null,
  captionsMl: null,
  notes: '',
  notesMl: null,
  published: true,
  examIds: [],
});

export const documentBody = (file: string) => ({
  unitId: null,
  title: 'Previous papers',
  titleMl: null,
  description: '',
  descriptionMl: null,
  file,
  downloadable: true,
  published: true,
});

/** A published course with one unit, made for the test. */
export async function courseWithUnit(app: App, teacher: Who) {
  const course = await createCourse(app);
  const unit = await callAs(app, teacher, 'POST', catalogueStaffUrl.units(course.id), {
    title: 'Kerala history',
    description: '',
    topics: [],
    titleMl: null,
    descriptionMl: null,
    topicsMl: null,
  });
  expect(unit.statusCode, unit.body).toBe(200);
  return { courseId: course.id, unitId: unit.json().data.id as number };
}
