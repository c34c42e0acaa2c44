import { LRUCache } from 'lru-cache';

export type SessionUser = { id: string; email: string; name: string; sessionId: string };
export type FoundSession = { user: SessionUser; expiresAt: number };

/**
 * Short-lived memory of live sessions by raw token, so the answer-save hot path does not read
 * the session table on every request. A full cache drops its least recently used entry; the
 * lookups of one token share one flight; lifetimes are spread over [ttl, 2 × ttl) so thousands
 * of learners who started together do not all miss the cache in the same second. better-auth's
 * session-delete hook evicts at once (sign-out, account deletion); other nodes forget within
 * the lifetime.
 */
export class SessionCache {
  private cache: LRUCache<string, SessionUser>;

  constructor(
    load: (token: string) => Promise<FoundSession | null>,
    { ttlMs = 30_000, max = 50_000 } = {},
  ) {
    this.cache = new LRUCache<string, SessionUser>({
      max,
      fetchMethod: async (token, _stale, { options }) => {
        const found = await load(token);
        if (!found) return undefined;
        const left = found.expiresAt - Date.now();
        if (left <= 0) return undefined;
        options.ttl = Math.min(Math.round(ttlMs * (1 + Math.random())), left);
        return found.user;
      },
    });
  }

  /**
   * The live session behind a raw token, from memory or loaded once for every caller waiting. A
   * hit is answered without lru-cache's fetch, which costs a promise and its options per call.
   */
  get(token: string): SessionUser | Promise<SessionUser | undefined> {
    return this.cache.get(token) ?? this.cache.fetch(token);
  }

  evict(token: string) {
    this.cache.delete(token);
  }

  /** Seconds an entry has left: for tests of the spread. */
  remainingTtl(token: string) {
    return this.cache.getRemainingTTL(token);
  }

  get size() {
    return this.cache.size;
  }
}
