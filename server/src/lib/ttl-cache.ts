import { LRUCache } from 'lru-cache';

export type TtlCacheOptions<K, V> = {
  /** Entries kept at most; a full cache drops its least recently used entry. */
  max: number;
  ttlMs: number;
  /**
   * Lifetimes are drawn from [ttl, ttl × (1 + spread)): entries filled together (a whole exam
   * hall opening its papers) do not all expire, and reload, in the same second.
   */
  spread?: number;
  /** Milliseconds of the clock that ages entries (the app's clock, so tests can move it). */
  now?: () => number;
  /** Loads a missing entry; undefined (there is none) and failures are not kept. */
  load?: (key: K) => Promise<V | undefined>;
};

/**
 * A bounded cache with expiry on lru-cache, and single-flight loading: 5,000 learners opening
 * the same exam at once cause one database load, not 5,000. A hit is answered without a promise,
 * which keeps the hot paths that look things up here from allocating one per request.
 */
export class TtlCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<K, V>;
  private readonly ttlMs: number;
  private readonly spread: number;

  constructor({ max, ttlMs, spread = 0, now, load }: TtlCacheOptions<K, V>) {
    this.ttlMs = ttlMs;
    this.spread = spread;
    this.lru = new LRUCache<K, V>({
      max,
      ttl: ttlMs,
      // Read the clock on every check: expiry is exact, and tests that move the clock see it.
      ttlResolution: 0,
      // lru-cache reads a start time of 0 as "never expires"; a clock shifted by 1 ms ages
      // every entry the same.
      ...(now && { perf: { now: () => now() + 1 } }),
      ...(load && {
        fetchMethod: async (key, _stale, { options }) => {
          options.ttl = this.lifetime();
          return load(key);
        },
      }),
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

  /** The entry from memory, or loaded once for every caller waiting (needs `load`). */
  fetch(key: K): V | Promise<V | undefined> {
    return this.lru.get(key) ?? this.lru.fetch(key);
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

  /** Milliseconds the entry has left (0 when absent): for tests of the spread. */
  remainingTtl(key: K) {
    return this.lru.getRemainingTTL(key);
  }

  get size() {
    return this.lru.size;
  }
}
