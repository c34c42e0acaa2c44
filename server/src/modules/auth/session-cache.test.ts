import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { SessionCache, type FoundSession } from './session-cache';

const user = (id: string) => ({ id, email: `${id}@example.com`, name: id, sessionId: `s-${id}` });

/** A cache on a clock of its own, whose sessions expire `expiresIn` ms after they are loaded. */
function counting(opts: { expiresIn?: number; ttlMs?: number; max?: number } = {}) {
  const clock = manualClock();
  const now = () => clock.now().getTime();
  const loads: string[] = [];
  const load = async (token: string): Promise<FoundSession | null> => {
    loads.push(token);
    return token.startsWith('bad')
      ? null
      : { user: user(token), expiresAt: now() + (opts.expiresIn ?? 3_600_000) };
  };
  const cache = new SessionCache(load, { now, ttlMs: opts.ttlMs, max: opts.max });
  return { loads, cache, clock };
}

describe('SessionCache', () => {
  it('drops only its least recently used session when full', async () => {
    const { loads, cache } = counting({ max: 3 });
    for (const t of ['a', 'b', 'c']) await cache.get(t);
    await cache.get('a'); // a is now the most recent
    await cache.get('d'); // b goes
    expect(cache.size).toBe(3);
    loads.length = 0;
    for (const t of ['a', 'c', 'd']) await cache.get(t);
    expect(loads).toEqual([]);
    await cache.get('b');
    expect(loads).toEqual(['b']);
  });

  it('looks a token up once for every caller waiting on it', async () => {
    const { loads, cache } = counting();
    const users = await Promise.all(Array.from({ length: 50 }, () => cache.get('crowd')));
    expect(loads).toEqual(['crowd']);
    expect(new Set(users.map((u) => u?.id))).toEqual(new Set(['crowd']));
  });

  it('spreads lifetimes over [ttl, 2 × ttl), never past the session’s own expiry', async () => {
    const { cache } = counting({ ttlMs: 30_000 });
    const ttls: number[] = [];
    for (let i = 0; i < 200; i++) {
      await cache.get(`t${i}`);
      ttls.push(cache.remainingTtl(`t${i}`));
    }
    expect(Math.min(...ttls)).toBeGreaterThanOrEqual(30_000);
    expect(Math.max(...ttls)).toBeLessThanOrEqual(60_000);
    // Spread out: no tenth of the range holds more than a third of the sessions.
    const buckets = new Array(10).fill(0);
    for (const ttl of ttls) buckets[Math.min(9, Math.floor((ttl - 30_000) / 3_000))] += 1;
    expect(Math.max(...buckets)).toBeLessThan(ttls.length / 3);

    const soon = counting({ ttlMs: 30_000, expiresIn: 5_000 });
    await soon.cache.get('ending');
    expect(soon.cache.remainingTtl('ending')).toBe(5_000);
  });

  it('forgets a session at its lifetime’s end, on the app’s clock', async () => {
    const { loads, cache, clock } = counting({ ttlMs: 30_000, expiresIn: 5_000 });
    await cache.get('ending');
    clock.advance(5_000);
    expect(cache.get('ending')).toEqual(user('ending'));
    clock.advance(1);
    await cache.get('ending');
    expect(loads).toEqual(['ending', 'ending']);
  });

  it('does not keep a session that has already expired', async () => {
    const { loads, cache } = counting({ expiresIn: 0 });
    expect(await cache.get('over')).toBeUndefined();
    expect(await cache.get('over')).toBeUndefined();
    expect(loads).toEqual(['over', 'over']);
  });

  it('remembers nothing of an unknown token, and forgets an evicted one at once', async () => {
    const { loads, cache } = counting();
    expect(await cache.get('bad-token')).toBeUndefined();
    expect(await cache.get('bad-token')).toBeUndefined();
    expect(loads).toEqual(['bad-token', 'bad-token']);
    await cache.get('good');
    cache.evict('good');
    await cache.get('good');
    expect(loads.filter((t) => t === 'good')).toHaveLength(2);
  });
});
