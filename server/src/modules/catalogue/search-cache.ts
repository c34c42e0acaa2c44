import { TtlCache } from '../../lib/ttl-cache';

/**
 * Recent search answers of this node. Learners type the same beginnings ("k", "ke", "ker"…), so
 * the same text costs one query per `ttlMs` however many type it; concurrent identical searches
 * share one query (the answer is kept as soon as it is asked for); a failed one is forgotten. A
 * full cache drops its least recently used answer. A changed course name shows in search within
 * `ttlMs`.
 */
export class SearchCache<T> {
  private readonly cache: TtlCache<string, Promise<T>> | null;
  private at = 0;

  constructor(
    /** How many answers it keeps; 0 turns the cache off. */
    capacity: number,
    ttlMs = 30_000,
  ) {
    this.cache = capacity > 0 ? new TtlCache({ max: capacity, ttlMs, now: () => this.at }) : null;
  }

  /** The cached answer for `key`, or `load()`'s, remembered for `ttlMs` from `now`. */
  get(key: string, now: number, load: () => Promise<T>): Promise<T> {
    const cache = this.cache;
    if (!cache) return load();
    this.at = now;
    const hit = cache.get(key);
    if (hit) return hit;
    const value = load();
    cache.set(key, value);
    value.catch(() => cache.delete(key));
    return value;
  }

  clear() {
    this.cache?.clear();
  }
}
