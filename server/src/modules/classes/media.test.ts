import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaPaths } from '@pariksha/contracts/media-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { seededCourse } from './classes.factories';

// Class videos as the demo seed puts them in the store, named by its published classes, served
// through /media (decision 013).
const demo = fileURLToPath(new URL('../../seed/assets/classes/demo-lecture-a', import.meta.url));
const size = (file: string) => fs.statSync(path.join(demo, file)).size;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seededCourse(t.app);
  const u = await createUser(t.app);
  const res = await t.app.inject({ method: 'POST', url: MediaPaths.session, headers: u.headers });
  cookie = String(res.headers['set-cookie']).split(';')[0]!;
});
afterAll(() => t.close());

const get = (file: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/media/classes/demo-lecture-a/${file}`, headers });

describe('class media', () => {
  it.each([
    ['master.m3u8', /^application\/(vnd\.apple\.mpegurl|x-mpegurl)/],
    ['v1/index.m3u8', /^application\/(vnd\.apple\.mpegurl|x-mpegurl)/],
    ['v1/init_1.mp4', /^video\/mp4/],
    ['v1/segment-002.m4s', /^(video\/mp4|video\/iso\.segment)/],
    ['video.mp4', /^video\/mp4/],
    ['poster.jpg', /^image\/jpeg/],
    ['captions-ml.vtt', /^text\/vtt/],
  ])(
    'serves %s to a signed-in learner, whole, with its type, kept for good',
    async (file, type) => {
      const res = await get(file, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(type);
      expect(res.rawPayload.length).toBe(size(file));
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(res.headers['accept-ranges']).toBe('bytes');
    },
  );

  it('answers a range with 206 and just those bytes, and a range past the end with 416', async () => {
    const whole = fs.readFileSync(path.join(demo, 'video.mp4'));
    const part = await get('video.mp4', { cookie, range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(0, 100))).toBe(true);
    const middle = await get('video.mp4', { cookie, range: 'bytes=1000-1999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(whole.subarray(1000, 2000))).toBe(true);
    const suffix = await get('video.mp4', { cookie, range: 'bytes=-10' });
    expect(suffix.headers['content-range']).toBe(
      `bytes ${whole.length - 10}-${whole.length - 1}/${whole.length}`,
    );
    const tail = await get('video.mp4', { cookie, range: `bytes=${whole.length - 10}-` });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 10))).toBe(true);
    const past = await get('video.mp4', { cookie, range: `bytes=${whole.length + 5}-` });
    expect(past.statusCode).toBe(416);
    expect(past.json().error.code).toBeTruthy();
  });

  it('answers a path that tries to leave the folder with 404, never a file', async () => {
    for (const url of [
      '/media/classes/demo-lecture-a/../../auth-secret',
      '/media/classes/%2e%2e/%2e%2e/auth-secret',
      '/media/classes/demo-lecture-a/..%2f..%2fauth-secret',
      '/media/classes/demo-lecture-a/.hidden',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('is closed without the media cookie, whatever the file or range', async () => {
    for (const file of ['master.m3u8', 'v0/segment-000.m4s', 'video.mp4', 'captions-en.vtt']) {
      const res = await get(file, { range: 'bytes=0-9' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });
});
