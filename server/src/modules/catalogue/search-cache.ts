import { TtlCache } from '../../lib/ttl-cache';

/**
 * Recent search answers of this node. Learners type the same beginnings ("k", "ke", "ker"…), so
 * the same text costs one query per `ttlMs` (milliseconds on the app's clock) however many type
 * it; concurrent identical searches share one query; a failed one is forgotten. A full cache
 * drops its least recently used answer. `invalidate()` when what search reads has changed (the
 * database says so on every node, migration 0020); `ttlMs` bounds how long an answer outlives a
 * change whose notice was lost.
 */
export class SearchCache<T extends NonNullable<unknown>> {
  private readonly cache: TtlCache<string, T> | null;
  /**
   * Part of every key: answers from before an invalidation, and loads running across it, are never
   * read again (the LRU drops them first). Emptying the cache instead would abort a running load
   * and leave its waiting callers with no answer.
   */
  private generation = 0;

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
    const answer = await this.cache.fetch(`${this.generation} ${key}`, load);
    // lru-cache answers undefined only for a load that gave none, which `load` never does.
    return answer!;
  }

  /** Answers from now on are loaded afresh; callers already waiting for a load still get it. */
  invalidate() {
    this.generation += 1;
  }
}
