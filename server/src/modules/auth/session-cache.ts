import { TtlCache } from '../../lib/ttl-cache';

export type SessionUser = { id: string; email: string; name: string; sessionId: string };
/** A live session as loaded: its user, and when it expires (milliseconds on the app's clock). */
export type FoundSession = { user: SessionUser; expiresAt: number };

/**
 * Short-lived memory of live sessions by raw token, so the answer-save hot path does not read
 * the session table on every request. A full cache drops its least recently used entry; the
 * lookups of one token share one flight; lifetimes (in milliseconds, on the app's clock) are
 * spread over [ttl, 2 × ttl) so thousands of learners who started together do not all miss the
 * cache in the same second, and never run past the session's own expiry. better-auth's
 * session-delete hook evicts at once (sign-out, account deletion); other nodes forget within
 * the lifetime.
 */
export class SessionCache {
  private readonly cache: TtlCache<string, FoundSession>;

  constructor(
    load: (token: string) => Promise<FoundSession | null>,
    { now, ttlMs = 30_000, max = 50_000 }: { now: () => number; ttlMs?: number; max?: number },
  ) {
    this.cache = new TtlCache({
      max,
      ttlMs,
      spread: 1,
      now,
      load: async (token) => (await load(token)) ?? undefined,
      expiresAt: (session) => session.expiresAt,
    });
  }

  /** The live session's user behind a raw token; a hit is answered without a promise. */
  get(token: string): SessionUser | Promise<SessionUser | undefined> {
    const found = this.cache.fetch(token);
    return found instanceof Promise ? found.then((session) => session?.user) : found.user;
  }

  evict(token: string) {
    this.cache.delete(token);
  }

  /** Milliseconds an entry has left: for tests of the spread. */
  remainingTtl(token: string) {
    return this.cache.remainingTtl(token);
  }

  get size() {
    return this.cache.size;
  }
}
