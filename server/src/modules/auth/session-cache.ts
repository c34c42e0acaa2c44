export type SessionUser = { id: string; email: string; name: string; sessionId: string };

type Entry = { user: SessionUser; token: string; until: number };

/**
 * Short-lived memory of verified tokens, so the answer-save hot path does not read the session
 * table on every request. Sign-out and account deletion evict at once; other nodes forget within
 * the lifetime. Lifetimes are spread over [ttl, 2 × ttl) so that thousands of learners who
 * started together do not all miss the cache in the same second.
 */
export class SessionCache {
  private byToken = new Map<string, Entry>();
  constructor(
    private ttlMs = 30_000,
    private max = 50_000,
  ) {}

  get(token: string, now: number): SessionUser | undefined {
    const e = this.byToken.get(token);
    if (!e) return undefined;
    if (e.until <= now) {
      this.byToken.delete(token);
      return undefined;
    }
    return e.user;
  }

  set(token: string, user: SessionUser, now: number, expiresAt: number) {
    if (this.byToken.size >= this.max) this.byToken.clear();
    const ttl = this.ttlMs * (1 + Math.random());
    this.byToken.set(token, { user, token, until: Math.min(now + ttl, expiresAt) });
  }

  evictToken(token: string) {
    this.byToken.delete(token);
  }

  evictUser(userId: string) {
    for (const [t, e] of this.byToken) if (e.user.id === userId) this.byToken.delete(t);
  }
}
