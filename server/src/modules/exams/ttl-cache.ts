/**
 * A small bounded cache with expiry and single-flight loading: 5,000 learners opening the same
 * exam at once cause one database load, not 5,000. Oldest entries go first when it is full.
 * With `spread`, lifetimes are drawn from [ttl, ttl × (1 + spread)): entries filled together (a
 * whole exam hall opening its papers) do not all expire, and reload, in the same second.
 */
export class TtlCache<K, V> {
  private entries = new Map<K, { value: V; expires: number }>();
  private loading = new Map<K, Promise<V | null>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
    private readonly spread = 0,
  ) {}

  get(key: K): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  set(key: K, value: V) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const ttl = this.ttlMs * (1 + this.spread * Math.random());
    this.entries.set(key, { value, expires: this.now() + ttl });
  }

  delete(key: K) {
    this.entries.delete(key);
  }

  /** The cached value, or the loader's (cached when not null). Concurrent callers share one load. */
  async getOrLoad(key: K, load: () => Promise<V | null>): Promise<V | null> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    let p = this.loading.get(key);
    if (!p) {
      p = load().finally(() => this.loading.delete(key));
      this.loading.set(key, p);
      const value = await p;
      if (value !== null) this.set(key, value);
      return value;
    }
    return p;
  }
}
