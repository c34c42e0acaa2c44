import { TtlCache } from '../../lib/ttl-cache';

/**
 * Recent search answers of this node. Learners type the same beginnings ("k", "ke", "ker"…), so
 * the same text costs one query per `ttlMs` (milliseconds on the app's clock) however many type
 * it; concurrent identical searches share one query; a failed one is forgotten. A full cache
 * drops its least recently used answer. A changed course name shows in search within `ttlMs`.
 */
export class SearchCache<T extends NonNullable<unknown>> {
  private readonly cache: TtlCache<string, T> | null;

  constructor(
    /** How many answers it keeps; 0 turns the cache off. */
    capacity: number,
    now: () => number,
    ttlMs = 30_000,
  ) {
    this.cache = capacity > 0 ? new TtlCache({ max: capacity, ttlMs, now }) : null;
  }

  /** The cached answer for `key`, or `load()`'s, remembered for `ttlMs`. */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.cache) return load();
    const answer = await this.cache.fetch(key, load);
    // lru-cache answers undefined only for a load that gave none, which `load` never does.
    return answer!;
  }

  clear() {
    this.cache?.clear();
  }
}
