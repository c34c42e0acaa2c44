/**
 * Recent search answers of this node. Learners type the same beginnings ("k", "ke", "ker"…), so
 * the same text costs one query per `ttlMs` however many type it; concurrent identical searches
 * share one query. A changed course name shows in search within `ttlMs`.
 */
export class SearchCache<T> {
  private entries = new Map<string, { value: Promise<T>; until: number }>();

  constructor(
    /** 0 turns the cache off. */
    public capacity = 5_000,
    private readonly ttlMs = 30_000,
  ) {}

  /** The cached answer for `key`, or `load()`'s, remembered until `now + ttlMs`. */
  get(key: string, now: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > now) {
      // Most recently used last: the first entry is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    const value = load();
    if (this.capacity > 0) {
      this.entries.set(key, { value, until: now + this.ttlMs });
      value.catch(() => this.entries.delete(key));
      while (this.entries.size > this.capacity) {
        this.entries.delete(this.entries.keys().next().value!);
      }
    }
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
