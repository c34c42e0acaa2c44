import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../lib/clock';
import { SearchCache } from './search-cache';

function clocked(capacity: number) {
  const clock = manualClock();
  return { cache: new SearchCache<string>(capacity, () => clock.now().getTime(), 1000), clock };
}

describe('SearchCache', () => {
  it('answers repeated and concurrent searches with one load until the time is up', async () => {
    const { cache, clock } = clocked(10);
    const load = vi.fn(async () => 'answer');
    await Promise.all([cache.get('ke', load), cache.get('ke', load)]);
    clock.advance(1000);
    expect(await cache.get('ke', load)).toBe('answer');
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await cache.get('ke', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets failures and, when full, the least recently used entry only', async () => {
    const { cache, clock } = clocked(2);
    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
    clock.advance(1);
    await cache.get('y', async () => 'y');
    clock.advance(1);
    await cache.get('x', async () => 'not loaded');
    await cache.get('z', async () => 'z');
    const load = vi.fn(async () => 'again');
    expect(await cache.get('x', load)).toBe('ok');
    expect(await cache.get('z', load)).toBe('z');
    expect(load).not.toHaveBeenCalled();
    expect(await cache.get('y', load)).toBe('again');
  });

  it('loads afresh after invalidate(), while a load already running still answers its callers', async () => {
    const { cache } = clocked(10);
    await cache.get('history', async () => 'before');
    let finish!: (answer: string) => void;
    const running = cache.get('ke', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    expect(await cache.get('history', async () => 'after')).toBe('after');
    const fresh = cache.get('ke', async () => 'fresh');
    finish('old');
    expect(await running).toBe('old');
    expect(await fresh).toBe('fresh');
    expect(await cache.get('ke', async () => 'not loaded')).toBe('fresh');
  });

  it('caches nothing with capacity 0', async () => {
    const { cache } = clocked(0);
    const load = vi.fn(async () => 'a');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
