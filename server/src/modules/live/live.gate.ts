import { sendWait } from './live.rules';

/*
 * What a node refuses in memory, before any query: a socket past its address's or account's
 * share of this node's sockets, a frame past its socket's share of a second, and a message sent
 * sooner than the interval after the account's last. The database keeps the interval too, as the
 * backstop for an account connected to several nodes (live.repository.ts, sendMessage).
 */

export type GateLimits = {
  /** Sockets one account may hold open on this node. */
  perAccount: number;
  /** Sockets one client address may hold open on this node. */
  perAddress: number;
  /** Milliseconds between one account's messages. */
  intervalMs: number;
};

type Account = { sockets: number; lastSentAt: number | null };

export class ChatGate {
  private addresses = new Map<string, number>();
  private accounts = new Map<string, Account>();

  constructor(private readonly limits: GateLimits) {}

  /** Counts a socket from `address`; false (and nothing counted) when it holds its share. */
  enterAddress(address: string) {
    const n = this.addresses.get(address) ?? 0;
    if (n >= this.limits.perAddress) return false;
    this.addresses.set(address, n + 1);
    return true;
  }

  leaveAddress(address: string) {
    const n = (this.addresses.get(address) ?? 1) - 1;
    if (n > 0) this.addresses.set(address, n);
    else this.addresses.delete(address);
  }

  /** Counts a socket of the account; false (and nothing counted) when it holds its share. */
  enterAccount(userId: string) {
    const account = this.accounts.get(userId) ?? { sockets: 0, lastSentAt: null };
    if (account.sockets >= this.limits.perAccount) return false;
    account.sockets += 1;
    this.accounts.set(userId, account);
    return true;
  }

  /** The account's last socket on this node forgets it, its last message too. */
  leaveAccount(userId: string) {
    const account = this.accounts.get(userId);
    if (!account) return;
    account.sockets -= 1;
    if (account.sockets <= 0) this.accounts.delete(userId);
  }

  /**
   * Milliseconds before the account may send again, or 0: then this message takes its turn, and
   * the next must wait the interval from `now`.
   */
  takeTurn(userId: string, now: number) {
    const account = this.accounts.get(userId);
    if (!account) return 0;
    const last = account.lastSentAt === null ? null : new Date(account.lastSentAt);
    const wait = sendWait(last, new Date(now), this.limits.intervalMs);
    if (wait === 0) account.lastSentAt = now;
    return wait;
  }
}

/**
 * Counts a socket's frames in windows of a second by `now`; true once a window holds more than
 * `max`.
 */
export function frameMeter(max: number, now: () => number) {
  let windowStart = -Infinity;
  let frames = 0;
  return () => {
    const t = now();
    if (t - windowStart >= 1000) {
      windowStart = t;
      frames = 0;
    }
    frames += 1;
    return frames > max;
  };
}
