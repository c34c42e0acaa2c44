import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaPaths } from '@pariksha/contracts/media-paths';
import { mediaAccess, MEDIA_COOKIE } from '../../lib/media-access';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';

// The built web app is there, so a path nobody serves would fall through to its page.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Pariksha</title>');

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"/>\n');
const BIG = Buffer.alloc(4096, 7);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: webDist });
  const put = (rel: string, bytes: Buffer) => {
    fs.mkdirSync(path.dirname(path.join(t.config.mediaDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(t.config.mediaDir, rel), bytes);
  };
  put('questions/figure.svg', SVG);
  put('classes/lesson/segment-1.bin', BIG);
  put('questions/large.bin', BIG);
  put('courses/cover.svg', SVG);
  put('courses/.hidden', Buffer.from('secret'));
  put('.env', Buffer.from('AUTH_SECRET=x'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Signs up a learner and asks for the media cookie, as the web app does after sign-in. */
async function mediaCookie() {
  const u = await createUser(t.app);
  const res = await t.app.inject({ method: 'POST', url: MediaPaths.session, headers: u.headers });
  expect(res.statusCode).toBe(200);
  const set = String(res.headers['set-cookie']);
  return { user: u, res, set, cookie: set.split(';')[0]! };
}

const tokenWith = (secret: string, userId: string, expiresAt: Date) =>
  mediaAccess({ secret, clock: t.clock, ttlSeconds: 60, secure: false }).token(userId, expiresAt);

describe('paid media', () => {
  it('answers 401 in the error shape to a signed-out visitor, for every protected folder', async () => {
    for (const url of ['/media/questions/figure.svg', '/media/classes/lesson/segment-1.bin']) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'Sign in to see this file' },
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('issues a cookie scoped to /media to a signed-in learner, and opens the file with it', async () => {
    const anon = await t.app.inject({ method: 'POST', url: MediaPaths.session });
    expect(anon.statusCode).toBe(401);

    const { res, set, cookie } = await mediaCookie();
    expect(set).toMatch(
      /^pariksha_media=[^;]+; Max-Age=3600; Path=\/media; HttpOnly; SameSite=Lax$/,
    );
    expect(res.json().data).toEqual({
      expiresAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      expiresInSeconds: 3600,
    });
    const img = await get('/media/questions/figure.svg', { cookie: `theme=dark; ${cookie}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/svg+xml');
    expect(img.headers['cache-control']).toBe('private, max-age=600');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.rawPayload.equals(SVG)).toBe(true);
  });

  it('marks the cookie Secure when the app is reached over https', async () => {
    const https = await buildTestApp({ PUBLIC_URL: 'https://pariksha.example' });
    try {
      const u = await createUser(https.app);
      const res = await https.app.inject({
        method: 'POST',
        url: MediaPaths.session,
        headers: u.headers,
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; SameSite=Lax; Secure$/);
    } finally {
      await https.close();
    }
  });

  it('refuses a forged, tampered, expired or otherwise-signed cookie', async () => {
    const { user, cookie } = await mediaCookie();
    const value = cookie.slice(MEDIA_COOKIE.length + 1);
    const [, expires, sig] = value.split('.');
    const later = new Date(t.clock.now().getTime() + 3_600_000);
    const forged = [
      `${MEDIA_COOKIE}=${user.id}.${expires}.${'A'.repeat(43)}`,
      `${MEDIA_COOKIE}=someone-else.${expires}.${sig}`,
      `${MEDIA_COOKIE}=${user.id}.${Number(expires) + 86_400}.${sig}`,
      `${MEDIA_COOKIE}=${tokenWith('another-secret-another-secret-0123456', user.id, later)}`,
      `${MEDIA_COOKIE}=${user.id}`,
      `${MEDIA_COOKIE}=`,
    ];
    for (const c of forged) {
      expect((await get('/media/questions/figure.svg', { cookie: c })).statusCode).toBe(401);
    }
    // The app's own secret signs a cookie that works, until it expires.
    const genuine = `${MEDIA_COOKIE}=${tokenWith(t.config.authSecret!, user.id, later)}`;
    expect((await get('/media/questions/figure.svg', { cookie: genuine })).statusCode).toBe(200);
    t.clock.advance(3_600_000);
    expect((await get('/media/questions/figure.svg', { cookie })).statusCode).toBe(401);
    expect((await get('/media/questions/figure.svg', { cookie: genuine })).statusCode).toBe(401);
  });

  it('removes the cookie on DELETE /api/media/session', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: MediaPaths.session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ended: true } });
    expect(String(res.headers['set-cookie'])).toMatch(/^pariksha_media=; Max-Age=0; Path=\/media;/);
  });

  it('serves byte ranges: 206 for a range, 416 for one past the end', async () => {
    const { cookie } = await mediaCookie();
    const url = '/media/questions/large.bin';
    const part = await get(url, { cookie, range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${BIG.length}`);
    expect(part.rawPayload.length).toBe(100);
    const past = await get(url, { cookie, range: `bytes=${BIG.length + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.json().error.code).toEqual(expect.any(String));
  });
});

describe('public media and missing files', () => {
  it('serves course images to anyone, cached publicly for an hour', async () => {
    const res = await get('/media/courses/cover.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with the 404 error shape, not the app page, and never echoes the path', async () => {
    const { cookie } = await mediaCookie();
    for (const [url, headers] of [
      ['/media/courses/no-such-cover.svg', {}],
      ['/media/avatars/nobody/gone.webp', {}],
      ['/media/questions/no-such-figure.svg', { cookie }],
      ['/media/questions/', { cookie }],
      ['/media/questions', { cookie }],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such file' } });
    }
  });

  it('never serves a dotfile or anything outside the media folder', async () => {
    const { cookie } = await mediaCookie();
    for (const url of [
      '/media/courses/.hidden',
      '/media/.env',
      '/media/courses/%2ehidden',
      '/media/courses/../.env',
      '/media/courses/%2e%2e/%2eenv',
      '/media/courses/..%2f..%2fauth-secret',
    ]) {
      const res = await get(url, { cookie });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('AUTH_SECRET');
    }
  });
});
