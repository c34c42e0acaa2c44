import { describe, expect, it } from 'vitest';
import { clockOffsetMs, crossedThreshold, secondsLeft } from './exam-clock';

describe('exam clock', () => {
  it('corrects for a client clock that runs ahead, using the middle of the round trip', () => {
    const sent = Date.parse('2025-01-01T10:00:30.000Z'); // client is 30 s fast
    const offset = clockOffsetMs('2025-01-01T10:00:00.100Z', sent, sent + 200);
    expect(offset).toBe(-30_000);
    expect(secondsLeft('2025-01-01T10:10:00.000Z', offset, sent + 200)).toBe(600);
  });

  it('never goes below zero', () => {
    expect(secondsLeft('2025-01-01T10:00:00Z', 0, Date.parse('2025-01-01T11:00:00Z'))).toBe(0);
  });

  it('announces only when a threshold is crossed', () => {
    expect(crossedThreshold(601, 600)).toBe(600);
    expect(crossedThreshold(600, 599)).toBeNull();
    expect(crossedThreshold(400, 399)).toBeNull();
    expect(crossedThreshold(302, 299)).toBe(300);
    expect(crossedThreshold(61, 60)).toBe(60);
    expect(crossedThreshold(601, 250)).toBe(300); // a sleeping tab: what is said stays true
  });
});
