import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classStaffUrl, classUrl } from '@pariksha/contracts/classes-paths';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { MediaPaths } from '@pariksha/contracts/media-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createCourse } from '../exams/exams.factories';
import { callAs, createStaff, type CallArgs } from './admin.factories';
import { hasFfmpeg } from './transcode';

/*
 * An uploaded MP4 becomes HLS renditions in a background job (pg-boss on this test's own
 * database, PGlite or PostgreSQL) run by Debian's ffmpeg, which `npm test` installs.
 */

const MP4 = fs.readFileSync(
  fileURLToPath(new URL('../../seed/assets/classes/demo-lecture-b/video.mp4', import.meta.url)),
);

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await buildTestApp({ JOBS: 'on' });
  teacher = await createStaff(t.app, 'teacher');
});
afterAll(() => t.close());

const send = (...args: CallArgs) => callAs(t.app, ...args);

async function uploadVideo() {
  const boundary = 'transcode-test';
  const res = await t.app.inject({
    method: 'POST',
    url: adminUrl.uploads(),
    headers: { ...teacher.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="kind"\r\n\r\nvideo\r\n` +
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="class.mp4"\r\n\r\n`,
      ),
      MP4,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.key as string;
}

describe('an uploaded class video', () => {
  it('plays as MP4 at once, and as HLS in two qualities once the background job has made them', async () => {
    expect(hasFfmpeg()).toBe(true);
    const course = await createCourse(t.app);
    const unit = await send(teacher, 'POST', catalogueStaffUrl.units(course.id), {
      title: 'Unit',
      description: '',
      topics: [],
      titleMl: null,
      descriptionMl: null,
      topicsMl: null,
    });
    const video = await uploadVideo();
    const created = await send(
      teacher,
      'POST',
      classStaffUrl.recordedClasses(unit.json().data.id),
      {
        title: 'Transcoded class',
        titleMl: null,
        description: '',
        descriptionMl: null,
        teacher: 'T',
        durationSeconds: 24,
        video,
        thumbnail: null,
        captionsEn: null,
        captionsMl: null,
        notes: '',
        notesMl: null,
        published: true,
        examIds: [],
      },
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect(created.json().data.transcode).toMatchObject({
      state: expect.stringMatching(/queued|running/),
    });

    const learner = await createUser(t.app);
    const source = async () =>
      (await send(learner, 'GET', classUrl.byId(id))).json().data.source as {
        kind: string;
        url: string;
      };
    expect(await source()).toMatchObject({ kind: 'mp4' });

    let state = '';
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      state = (await send(teacher, 'GET', classStaffUrl.recordedClass(id))).json().data.transcode
        .state;
      if (state === 'done' || state === 'failed') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(state).toBe('done');

    const hls = await source();
    expect(hls.kind).toBe('hls');
    const cookie = String(
      (await send(learner, 'POST', MediaPaths.session)).headers['set-cookie'],
    ).split(';')[0]!;
    const master = await t.app.inject({ method: 'GET', url: hls.url, headers: { cookie } });
    expect(master.statusCode).toBe(200);
    const variants = master.body.match(/RESOLUTION=\d+x(\d+)/g) ?? [];
    expect(variants.map((v) => Number(v.split('x')[1]))).toEqual([240, 480]);
    const first = master.body.split('\n').find((l) => l.endsWith('.m3u8'))!;
    const playlist = await t.app.inject({
      method: 'GET',
      url: new URL(first, `http://x${hls.url}`).pathname,
      headers: { cookie },
    });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toMatch(/#EXT-X-ENDLIST/);
  }, 150_000);
});
