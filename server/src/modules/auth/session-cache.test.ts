import { describe, expect, it } from 'vitest';
import { SessionCache, type FoundSession } from './session-cache';

const user = (id: string) => ({ id, email: `${id}@example.com`, name: id, sessionId: `s-${id}` });
const far = () => Date.now() + 3_600_000;

function counting(expiresAt = far) {
  const loads: string[] = [];
  const load = async (token: string): Promise<FoundSession | null> => {
    loads.push(token);
    return token.startsWith('bad') ? null : { user: user(token), expiresAt: expiresAt() };
  };
  return { loads, load };
}

describe('SessionCache', () => {
  it('drops only its least recently used session when full', async () => {
    const { loads, load } = counting();
    const cache = new SessionCache(load, { max: 3 });
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
    const { loads, load } = counting();
    const cache = new SessionCache(load);
    const users = await Promise.all(Array.from({ length: 50 }, () => cache.get('crowd')));
    expect(loads).toEqual(['crowd']);
    expect(new Set(users.map((u) => u?.id))).toEqual(new Set(['crowd']));
  });

  it('spreads lifetimes over [ttl, 2 × ttl), never past the session’s own expiry', async () => {
    const { load } = counting();
    const cache = new SessionCache(load, { ttlMs: 30_000 });
    const ttls: number[] = [];
    for (let i = 0; i < 200; i++) {
      await cache.get(`t${i}`);
      ttls.push(cache.remainingTtl(`t${i}`));
    }
    expect(Math.min(...ttls)).toBeGreaterThan(29_000);
    expect(Math.max(...ttls)).toBeLessThanOrEqual(60_000);
    // Spread out: no tenth of the range holds more than a third of the sessions.
    const buckets = new Array(10).fill(0);
    for (const ttl of ttls) buckets[Math.min(9, Math.floor((ttl - 30_000) / 3_000))] += 1;
    expect(Math.max(...buckets)).toBeLessThan(ttls.length / 3);

    const soon = new SessionCache(counting(() => Date.now() + 5_000).load, { ttlMs: 30_000 });
    await soon.get('ending');
    expect(soon.remainingTtl('ending')).toBeLessThanOrEqual(5_000);
  });

  it('remembers nothing of an unknown token, and forgets an evicted one at once', async () => {
    const { loads, load } = counting();
    const cache = new SessionCache(load);
    expect(await cache.get('bad-token')).toBeUndefined();
    expect(await cache.get('bad-token')).toBeUndefined();
    expect(loads).toEqual(['bad-token', 'bad-token']);
    await cache.get('good');
    cache.evict('good');
    await cache.get('good');
    expect(loads.filter((t) => t === 'good')).toHaveLength(2);
  });
});
