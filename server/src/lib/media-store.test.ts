import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isMediaKey, localMediaStore } from './media-store';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-media-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('localMediaStore', () => {
  const store = localMediaStore(root);

  it('puts, gets, lists a folder in name order and removes', async () => {
    await store.put('avatars/u1/b.webp', Buffer.from('b'));
    await store.put('avatars/u1/a.webp', Buffer.from('a'));
    await store.put('avatars/u2/c.webp', Buffer.from('c'));
    expect((await store.get('avatars/u1/a.webp'))?.toString()).toBe('a');
    expect(await store.get('avatars/u1/none.webp')).toBeNull();
    expect(await store.list('avatars/u1/')).toEqual(['avatars/u1/a.webp', 'avatars/u1/b.webp']);
    expect(await store.list('avatars/nobody/')).toEqual([]);
    await store.remove('avatars/u1/a.webp');
    await store.remove('avatars/u1/a.webp');
    expect(await store.list('avatars/u1/')).toEqual(['avatars/u1/b.webp']);
  });

  it('leaves no empty folder behind', async () => {
    await store.remove('avatars/u1/b.webp');
    expect(fs.existsSync(path.join(root, 'avatars', 'u1'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'avatars', 'u2', 'c.webp'))).toBe(true);
  });

  it('refuses keys with dotfiles, dot segments or empty segments', async () => {
    for (const key of ['.env', 'a/.hidden', '../x', 'a/../../x', 'a//b', '/abs', 'a/', '']) {
      expect(isMediaKey(key), key).toBe(false);
      await expect(store.get(key)).rejects.toThrow('not a media key');
    }
    expect(isMediaKey('questions/heart-chambers.svg')).toBe(true);
  });
});
