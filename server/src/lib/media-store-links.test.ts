import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaStore } from './media-store';

// Links put into the media folder by any means (a restore, an operator, another program) never
// let the store reach past a plain file of its own: not for reading, listing, writing or removing.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-links-'));
const root = path.join(tmp, 'media');
const outside = path.join(tmp, 'outside');
const SECRET = 'AUTH_SECRET=do-not-serve';
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const store = localMediaStore(root);
const at = (rel: string) => path.join(root, rel);

beforeAll(async () => {
  fs.mkdirSync(path.join(outside, 'u9'), { recursive: true });
  fs.writeFileSync(path.join(outside, 'secret.svg'), SECRET);
  fs.writeFileSync(path.join(outside, 'u9', 'photo.webp'), SECRET);
  await store.put('courses/real.svg', Buffer.from('<svg/>'));
  await store.put('classes/lesson/video.mp4', Buffer.from('video'));
  // A link to a file outside, to a file inside, to a folder outside and to a folder inside.
  fs.symlinkSync(path.join(outside, 'secret.svg'), at('courses/outside.svg'));
  fs.symlinkSync(at('courses/real.svg'), at('courses/inside.svg'));
  fs.symlinkSync(outside, at('avatars'));
  fs.symlinkSync(at('classes/lesson'), at('classes/alias'));
  fs.symlinkSync('missing-target', at('courses/dangling.svg'));
});

const links = [
  'courses/outside.svg',
  'courses/inside.svg',
  'courses/dangling.svg',
  'avatars/secret.svg',
  'avatars/u9/photo.webp',
  'classes/alias/video.mp4',
];

describe('a media store with links in its folder', () => {
  it('reads plain files as before', async () => {
    expect((await store.get('courses/real.svg'))?.toString()).toBe('<svg/>');
    expect((await store.get('classes/lesson/video.mp4'))?.toString()).toBe('video');
  });

  it('reads nothing through a link, to a file or a folder, outside the root or inside it', async () => {
    for (const key of links) {
      expect(await store.get(key), key).toBeNull();
      await expect(store.copyTo(key, path.join(tmp, 'copy')), key).rejects.toThrow('no media file');
    }
    expect(fs.existsSync(path.join(tmp, 'copy'))).toBe(false);
  });

  it('lists no folder reached through a link, and lists no link', async () => {
    expect(await store.list('avatars/u9/')).toEqual([]);
    expect(await store.list('avatars/')).toEqual([]);
    expect(await store.list('classes/alias/')).toEqual([]);
    expect(await store.list('courses/')).toEqual(['courses/real.svg']);
  });

  it('never writes through a link: a linked folder refuses, a linked file is replaced', async () => {
    await expect(store.put('avatars/u9/photo.webp', Buffer.from('new'))).rejects.toThrow(
      'not a plain folder',
    );
    const upload = path.join(tmp, 'upload');
    fs.writeFileSync(upload, 'uploaded');
    await expect(store.putFile('avatars/u9/new.webp', upload)).rejects.toThrow(
      'not a plain folder',
    );
    expect(fs.readdirSync(path.join(outside, 'u9'))).toEqual(['photo.webp']);

    await store.put('courses/outside.svg', Buffer.from('<svg id="new"/>'));
    expect(fs.readFileSync(path.join(outside, 'secret.svg'), 'utf8')).toBe(SECRET);
    expect((await store.get('courses/outside.svg'))?.toString()).toBe('<svg id="new"/>');
  });

  it('never removes what a link points at', async () => {
    await store.remove('avatars/u9/photo.webp');
    await store.removeFolder('avatars/u9');
    expect(fs.readFileSync(path.join(outside, 'u9', 'photo.webp'), 'utf8')).toBe(SECRET);
    await store.remove('courses/inside.svg');
    expect(fs.existsSync(at('courses/inside.svg'))).toBe(false);
    expect(fs.readFileSync(at('courses/real.svg'), 'utf8')).toBe('<svg/>');
    fs.symlinkSync(outside, at('classes/lesson/linked'));
    await store.removeFolder('classes/lesson');
    expect(fs.existsSync(at('classes/lesson'))).toBe(false);
    expect(fs.readFileSync(path.join(outside, 'secret.svg'), 'utf8')).toBe(SECRET);
  });

  it('works under a root that is itself reached through a link', async () => {
    const linkedRoot = path.join(tmp, 'linked-root');
    fs.symlinkSync(root, linkedRoot);
    const other = localMediaStore(linkedRoot);
    expect((await other.get('courses/real.svg'))?.toString()).toBe('<svg/>');
    await other.put('questions/q.svg', Buffer.from('<svg id="q"/>'));
    expect(await other.list('questions')).toEqual(['questions/q.svg']);
  });
});
