import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaPaths } from '@pariksha/contracts/media-paths';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createStaff } from '../admin/admin.factories';

// Whatever links end up in DATA_DIR/media (a restore, an operator, another program), /media
// serves only plain files of its own: never a file or folder a link points at, outside the
// media folder or inside it, in any folder, public or paid.

const SECRET = 'AUTH_SECRET=never-served';
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-outside-'));
fs.writeFileSync(path.join(outside, 'secret.svg'), SECRET);
fs.mkdirSync(path.join(outside, 'u1'));
fs.writeFileSync(path.join(outside, 'u1', 'photo.webp'), SECRET);

const FOLDERS = ['courses', 'questions', 'images', 'classes', 'material'];
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  const media = t.config.mediaDir;
  const authSecret = path.join(t.config.dataDir, 'auth-secret');
  fs.writeFileSync(authSecret, SECRET);
  for (const folder of FOLDERS) {
    const dir = path.join(media, folder, 'u1');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'real.svg'), SVG);
    fs.symlinkSync(path.join(outside, 'secret.svg'), path.join(dir, 'outside.svg'));
    fs.symlinkSync(authSecret, path.join(dir, 'auth-secret.svg'));
    fs.symlinkSync('../../../auth-secret', path.join(dir, 'relative.svg'));
    fs.symlinkSync(path.join(dir, 'real.svg'), path.join(dir, 'inside.svg'));
    fs.symlinkSync(outside, path.join(media, folder, 'elsewhere'));
    fs.symlinkSync(dir, path.join(media, folder, 'alias'));
  }
  // The whole public folder of photos, a link to a folder elsewhere.
  fs.symlinkSync(outside, path.join(media, 'avatars'));
  // Staff open every paid file, so only the links decide here.
  const admin = await createStaff(t.app, 'admin');
  const res = await t.app.inject({
    method: 'POST',
    url: MediaPaths.session,
    headers: admin.headers,
  });
  cookie = String(res.headers['set-cookie']).split(';')[0]!;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outside, { recursive: true, force: true });
});

const get = (key: string) =>
  t.app.inject({ method: 'GET', url: `/media/${key}`, headers: { cookie } });

describe('links in the media folder', () => {
  it.each(FOLDERS)('%s/: serves its plain files', async (folder) => {
    const res = await get(`${folder}/u1/real.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SVG);
  });

  it.each(FOLDERS)(
    '%s/: answers 404 for a linked file or folder, to anywhere, whole or in part',
    async (folder) => {
      for (const key of [
        'u1/outside.svg',
        'u1/auth-secret.svg',
        'u1/relative.svg',
        'u1/inside.svg',
        'elsewhere/secret.svg',
        'elsewhere/u1/photo.webp',
        'alias/real.svg',
      ]) {
        for (const range of [undefined, 'bytes=0-5']) {
          const res = await t.app.inject({
            method: 'GET',
            url: `/media/${folder}/${key}`,
            headers: { cookie, ...(range && { range }) },
          });
          expect(res.statusCode, `${folder}/${key} ${range ?? ''}`).toBe(404);
          expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such file' } });
          expect(res.body).not.toContain('never-served');
        }
      }
    },
  );

  it('answers 404, signed out, for a public folder that is a link to elsewhere', async () => {
    for (const key of ['avatars/u1/photo.webp', 'avatars/secret.svg']) {
      const res = await t.app.inject({ method: 'GET', url: `/media/${key}` });
      expect(res.statusCode, key).toBe(404);
      expect(res.body).not.toContain('never-served');
    }
  });
});
