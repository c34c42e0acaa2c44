/**
 * Counts attempts to prove who one is (sign-in, sign-up, password confirmations) per client
 * address and per account, in fixed windows. One mechanism for all of them: better-auth's own
 * limiter is off. Kept in memory: each node limits on its own, so N nodes allow at most N times
 * the budget, which still bounds password guessing without a shared store.
 */
export type Limit = { max: number; windowMs: number };

/** Generous per address: colleges and mobile carriers put many learners behind one address. */
export const PER_ADDRESS: Limit = { max: 30, windowMs: 60_000 };
export const PER_ACCOUNT: Limit = { max: 5, windowMs: 60_000 };

type Window = { count: number; resetAt: number };

export class FixedWindowLimiter {
  private windows = new Map<string, Window>();
  constructor(
    private limit: Limit,
    private maxKeys = 100_000,
  ) {}

  /** Counts one attempt; answers 0 when allowed, otherwise the seconds until the window resets. */
  hit(key: string, now: number): number {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      w = { count: 0, resetAt: now + this.limit.windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count > this.limit.max ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0;
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    // Still full of live windows: start over rather than grow without bound.
    if (this.windows.size >= this.maxKeys) this.windows.clear();
  }
}

/** Both limits together; `check` answers the longest wait of the ones exceeded, or 0. */
export class CredentialLimiter {
  private byAddress = new FixedWindowLimiter(PER_ADDRESS);
  private byAccount = new FixedWindowLimiter(PER_ACCOUNT);
  constructor(private enabled: boolean) {}

  check(address: string, account: string | undefined, now: number): number {
    if (!this.enabled) return 0;
    const a = this.byAddress.hit(address, now);
    const b = account ? this.byAccount.hit(account.trim().toLowerCase(), now) : 0;
    return Math.max(a, b);
  }
}
