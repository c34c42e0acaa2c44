import { LRUCache } from 'lru-cache';

type Load<K, V> = (key: K) => Promise<V | undefined>;

export type TtlCacheOptions<K, V> = {
  /** Entries kept at most; a full cache drops its least recently used entry. */
  max: number;
  ttlMs: number;
  /**
   * Lifetimes are drawn from [ttl, ttl × (1 + spread)): entries filled together (a whole exam
   * hall opening its papers) do not all expire, and reload, in the same second.
   */
  spread?: number;
  /**
   * Milliseconds of the clock that ages entries: the app's clock (`app.clock`), never the
   * process's timers, so that expiry follows the clock tests move by hand.
   */
  now: () => number;
  /** Loads a missing entry; undefined (there is none) and failures are not kept. */
  load?: Load<K, V>;
  /**
   * When a loaded value stops being valid on its own (a session's expiry), on the same clock:
   * it is kept no longer than that, and one already past it counts as none.
   */
  expiresAt?: (value: V) => number;
};

/**
 * The server's one expiring cache: bounded, on lru-cache, aged by the app's clock, with
 * single-flight loading: 5,000 learners opening the same exam at once cause one database load,
 * not 5,000. A hit is answered without a promise, which keeps the hot paths that look things up
 * here from allocating one per request.
 */
export class TtlCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<K, V, Load<K, V> | undefined>;
  private readonly ttlMs: number;
  private readonly spread: number;

  constructor({ max, ttlMs, spread = 0, now, load, expiresAt }: TtlCacheOptions<K, V>) {
    this.ttlMs = ttlMs;
    this.spread = spread;
    this.lru = new LRUCache<K, V, Load<K, V> | undefined>({
      max,
      ttl: ttlMs,
      // Read the clock on every check: expiry is exact, and tests that move the clock see it.
      ttlResolution: 0,
      // lru-cache reads a start time of 0 as "never expires"; a clock shifted by 1 ms ages
      // every entry the same.
      perf: { now: () => now() + 1 },
      fetchMethod: async (key, _stale, { options, context }) => {
        const loader = context ?? load;
        if (!loader) throw new Error('TtlCache.fetch needs a loader');
        const value = await loader(key);
        if (value === undefined) return undefined;
        let ttl = this.lifetime();
        if (expiresAt) {
          const left = expiresAt(value) - now();
          if (left <= 0) return undefined;
          ttl = Math.min(ttl, left);
        }
        options.ttl = ttl;
        return value;
      },
    });
  }

  private lifetime() {
    return this.spread === 0
      ? this.ttlMs
      : Math.round(this.ttlMs * (1 + this.spread * Math.random()));
  }

  get(key: K): V | undefined {
    return this.lru.get(key);
  }

  /**
   * The entry from memory, or loaded once for every caller waiting: by `load` when given (a
   * loader of this call's own), else by the cache's.
   */
  fetch(key: K, load?: Load<K, V>): V | Promise<V | undefined> {
    return this.lru.get(key) ?? this.lru.fetch(key, { context: load });
  }

  set(key: K, value: V) {
    this.lru.set(key, value, this.spread === 0 ? undefined : { ttl: this.lifetime() });
  }

  delete(key: K) {
    this.lru.delete(key);
  }

  clear() {
    this.lru.clear();
  }

  /** Milliseconds the entry has left on the clock (0 when absent): for tests of lifetimes. */
  remainingTtl(key: K) {
    return this.lru.getRemainingTTL(key);
  }

  get size() {
    return this.lru.size;
  }
}
