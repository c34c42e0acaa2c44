import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

type Options = { max?: number; ttlMs?: number; spread?: number; expiresAt?: (v: string) => number };

function clocked(opts: Options = {}) {
  let t = 1_000_000;
  const load = vi.fn(async (key: string) => (key === 'none' ? undefined : `value of ${key}`));
  const cache = new TtlCache<string, string>({
    max: opts.max ?? 10,
    ttlMs: opts.ttlMs ?? 1000,
    spread: opts.spread,
    now: () => t,
    load,
    expiresAt: opts.expiresAt,
  });
  return { cache, load, advance: (ms: number) => (t += ms) };
}

describe('TtlCache', () => {
  it('keeps an entry for its lifetime on the given clock, then forgets it', () => {
    const { cache, advance } = clocked();
    cache.set('a', 'A');
    advance(1000);
    expect(cache.get('a')).toBe('A');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops one entry, the least recently used, when full', () => {
    const { cache } = clocked({ max: 3 });
    for (const k of ['a', 'b', 'c']) cache.set(k, k);
    cache.get('a');
    cache.set('d', 'd');
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k))).toEqual(['a', 'c', 'd']);
  });

  it('loads a missing entry once for every caller waiting, and answers a hit without a promise', async () => {
    const { cache, load } = clocked();
    const loads = [cache.fetch('x'), cache.fetch('x'), cache.fetch('x')];
    expect(loads.every((p) => p instanceof Promise)).toBe(true);
    expect(await Promise.all(loads)).toEqual(['value of x', 'value of x', 'value of x']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.fetch('x')).toBe('value of x');
  });

  it('reloads once the entry has expired', async () => {
    const { cache, load, advance } = clocked();
    await cache.fetch('x');
    advance(1001);
    expect(await cache.fetch('x')).toBe('value of x');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps neither "there is none" nor a failure', async () => {
    const { cache, load } = clocked();
    expect(await cache.fetch('none')).toBeUndefined();
    expect(await cache.fetch('none')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
    load.mockRejectedValueOnce(new Error('db down'));
    await expect(cache.fetch('y')).rejects.toThrow('db down');
    expect(await cache.fetch('y')).toBe('value of y');
  });

  it('spreads lifetimes over [ttl, ttl × (1 + spread))', async () => {
    const { cache } = clocked({ max: 500, ttlMs: 1000, spread: 1 });
    for (let i = 0; i < 200; i += 1) cache.set(`s${i}`, 'v');
    for (let i = 0; i < 200; i += 1) await cache.fetch(`f${i}`);
    const left = ['s', 'f'].flatMap((p) =>
      Array.from({ length: 200 }, (_, i) => cache.remainingTtl(`${p}${i}`)),
    );
    expect(Math.min(...left)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...left)).toBeLessThanOrEqual(2000);
    expect(Math.max(...left) - Math.min(...left)).toBeGreaterThan(500);
  });

  it('loads with the loader a call brings, once for every caller waiting', async () => {
    const { cache, load } = clocked();
    const own = vi.fn(async (key: string) => `own ${key}`);
    expect(await Promise.all([cache.fetch('k', own), cache.fetch('k', own)])).toEqual([
      'own k',
      'own k',
    ]);
    expect(cache.fetch('k')).toBe('own k');
    expect(own).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a loaded value no longer than its own expiry, and none already past it', async () => {
    let t0 = 0;
    const { cache, advance } = clocked({
      ttlMs: 1000,
      expiresAt: (v) => t0 + (v === 'value of soon' ? 300 : v === 'value of over' ? 0 : 5000),
    });
    t0 = advance(0);
    await cache.fetch('soon');
    await cache.fetch('late');
    expect(cache.remainingTtl('soon')).toBe(300);
    expect(cache.remainingTtl('late')).toBe(1000);
    expect(await cache.fetch('over')).toBeUndefined();
    expect(cache.get('over')).toBeUndefined();
    advance(301);
    expect(cache.get('soon')).toBeUndefined();
    expect(cache.get('late')).toBe('value of late');
  });
});
