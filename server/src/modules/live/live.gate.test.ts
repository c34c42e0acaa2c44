import { describe, expect, it } from 'vitest';
import { ChatGate, frameMeter } from './live.gate';

const gate = () => new ChatGate({ perAccount: 3, perAddress: 2, intervalMs: 1500 });

describe('ChatGate', () => {
  it('counts sockets per address and per account up to their share, and frees what leaves', () => {
    const g = gate();
    expect([g.enterAddress('a'), g.enterAddress('a'), g.enterAddress('a')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(g.enterAddress('b')).toBe(true);
    g.leaveAddress('a');
    expect(g.enterAddress('a')).toBe(true);
    expect([1, 2, 3, 4].map(() => g.enterAccount('u'))).toEqual([true, true, true, false]);
    g.leaveAccount('u');
    expect(g.enterAccount('u')).toBe(true);
    // Leaving more than entered never makes room beyond the share.
    g.leaveAddress('c');
    g.leaveAccount('nobody');
    expect(g.enterAddress('c')).toBe(true);
  });

  it('lets an account send once per interval, over all its sockets, and says how long to wait', () => {
    const g = gate();
    g.enterAccount('u');
    g.enterAccount('u');
    expect(g.takeTurn('u', 10_000)).toBe(0);
    expect(g.takeTurn('u', 10_001)).toBe(1499);
    expect(g.takeTurn('u', 11_499)).toBe(1);
    // A refused message does not restart the wait.
    expect(g.takeTurn('u', 11_500)).toBe(0);
    g.enterAccount('v');
    expect(g.takeTurn('v', 11_500)).toBe(0);
  });

  it('forgets an account’s last message once its last socket has gone', () => {
    const g = gate();
    g.enterAccount('u');
    expect(g.takeTurn('u', 0)).toBe(0);
    g.leaveAccount('u');
    g.enterAccount('u');
    expect(g.takeTurn('u', 1)).toBe(0);
  });
});

describe('frameMeter', () => {
  it('allows `max` frames in a second by the clock given, and says so on the next', () => {
    let now = 0;
    const over = frameMeter(3, () => now);
    expect([over(), over(), over(), over()]).toEqual([false, false, false, true]);
    now = 999;
    expect(over()).toBe(true);
    now = 1000;
    expect([over(), over(), over(), over()]).toEqual([false, false, false, true]);
  });
});
