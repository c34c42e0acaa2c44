import { describe, expect, it, vi } from 'vitest';
import { SearchCache } from './search-cache';

describe('SearchCache', () => {
  it('answers repeated and concurrent searches with one load until the time is up', async () => {
    const cache = new SearchCache<string>(10, 1000);
    const load = vi.fn(async () => 'answer');
    await Promise.all([cache.get('ke', 0, load), cache.get('ke', 10, load)]);
    expect(await cache.get('ke', 1000, load)).toBe('answer');
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('ke', 1001, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets failures and, when full, the least recently used entry only', async () => {
    const cache = new SearchCache<string>(2, 1000);
    await expect(cache.get('x', 0, () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('x', 1, async () => 'ok')).toBe('ok');
    await cache.get('y', 2, async () => 'y');
    await cache.get('x', 3, async () => 'not loaded');
    await cache.get('z', 4, async () => 'z');
    const load = vi.fn(async () => 'again');
    expect(await cache.get('x', 5, load)).toBe('ok');
    expect(await cache.get('z', 6, load)).toBe('z');
    expect(load).not.toHaveBeenCalled();
    expect(await cache.get('y', 7, load)).toBe('again');
  });

  it('caches nothing with capacity 0', async () => {
    const cache = new SearchCache<string>(0, 1000);
    const load = vi.fn(async () => 'a');
    await cache.get('k', 0, load);
    await cache.get('k', 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
