import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { PHOTO_MAX_BYTES } from '@pariksha/contracts/accounts';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function upload(
  headers: Record<string, string>,
  bytes: Buffer,
  type: string,
  name = 'me.jpg',
) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type }), name);
  const body = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: AccountPaths.photo,
    headers: { ...headers, 'content-type': body.headers.get('content-type')! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
}

const fileOf = (imageUrl: string) =>
  path.join(t.config.mediaDir, imageUrl.replace(/^\/media\//, ''));

describe('profile photo', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)(
    'accepts a %s, re-encodes it as a square WebP and serves it with its type',
    async (format, type) => {
      const u = await createUser(t.app);
      const res = await upload(u.headers, await image(format), type);
      expect(res.statusCode).toBe(200);
      const { imageUrl } = res.json().data;
      expect(imageUrl).toMatch(
        new RegExp(`^/media/avatars/${u.id}/[0-9a-z]{10}-[0-9a-f]{32}\\.webp$`),
      );
      const served = await t.app.inject({ url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=3600');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
      const me = await t.app.inject({ url: AccountPaths.userDetails, headers: u.headers });
      expect(me.json().data.imageUrl).toBe(imageUrl);
    },
  );

  it('replaces the old photo file and removes it with imageUrl: null', async () => {
    const u = await createUser(t.app);
    const first = (await upload(u.headers, await image('png'), 'image/png')).json().data.imageUrl;
    const second = (await upload(u.headers, await image('jpeg'), 'image/jpeg')).json().data
      .imageUrl;
    expect(second).not.toBe(first);
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect(fs.existsSync(fileOf(second))).toBe(true);
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: AccountPaths.userDetails,
      headers: u.headers,
      payload: { imageUrl: null },
    });
    expect(cleared.json().data.imageUrl).toBeNull();
    expect(fs.existsSync(fileOf(second))).toBe(false);
  });

  it('keeps only the latest of two photos uploaded at once', async () => {
    const u = await createUser(t.app);
    const [a, b] = await Promise.all([
      upload(u.headers, await image('png'), 'image/png'),
      upload(u.headers, await image('jpeg'), 'image/jpeg'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const me = (await t.app.inject({ url: AccountPaths.userDetails, headers: u.headers })).json()
      .data;
    const folder = path.join(t.config.mediaDir, 'avatars', u.id);
    expect(fs.readdirSync(folder).map((f) => `/media/avatars/${u.id}/${f}`)).toEqual([me.imageUrl]);
    for (const url of [a.json().data.imageUrl, b.json().data.imageUrl]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(url === me.imageUrl ? 200 : 404);
    }
  });

  it('refuses a GIF and a text file posing as a JPEG with 415', async () => {
    const u = await createUser(t.app);
    const gif = await upload(u.headers, await image('gif'), 'image/gif', 'me.gif');
    expect(gif.statusCode).toBe(415);
    expect(gif.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    const res = await upload(u.headers, fake, 'image/jpeg', 'me.jpg');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The photo must be a JPEG, PNG or WebP image.',
    });
    const me = await t.app.inject({ url: AccountPaths.userDetails, headers: u.headers });
    expect(me.json().data.imageUrl).toBeNull();
  });

  it('refuses a file over 2 MB with 413', async () => {
    const u = await createUser(t.app);
    const big = Buffer.concat([await image('jpeg'), crypto.randomBytes(PHOTO_MAX_BYTES)]);
    const res = await upload(u.headers, big, 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The photo is larger than 2 MB.',
    });
  });

  it('refuses a request that is not multipart, and one without a session', async () => {
    const u = await createUser(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: AccountPaths.photo,
      headers: u.headers,
      payload: { photo: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    const anon = await upload({}, await image('png'), 'image/png');
    expect(anon.statusCode).toBe(401);
  });
});
