import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime, formatNumber, relativeTime } from './format';

const now = new Date('2026-06-01T12:00:00Z');
const ago = (s: number) => relativeTime(new Date(now.getTime() - s * 1000), now);

describe('relativeTime', () => {
  it.each([
    [0, '0 seconds ago'],
    [1, '1 second ago'],
    [59, '59 seconds ago'],
    [60, '1 minute ago'],
    [119, '1 minute ago'],
    [59 * 60, '59 minutes ago'],
    [60 * 60, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600 - 1, '23 hours ago'],
    [24 * 3600, '1 day ago'],
    [49 * 3600, '2 days ago'],
  ])('%i s → %s', (seconds, text) => {
    expect(ago(seconds)).toBe(text);
  });

  it('treats a time slightly in the future as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toBe('0 seconds ago');
  });

  it('accepts ISO strings', () => {
    expect(relativeTime('2026-06-01T11:58:00Z', now)).toBe('2 minutes ago');
  });
});

describe('in Malayalam', () => {
  it('says relative times, dates and numbers in Malayalam', () => {
    expect(relativeTime(new Date(now.getTime() - 120_000), now, 'ml')).toBe('2 മിനിറ്റ് മുമ്പ്');
    expect(formatDateTime(now, 'ml')).toMatch(/ജൂൺ/);
    expect(formatNumber(1234.567, 'ml')).toBe('1,234.57');
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [1500, '25:00'],
    [3725, '1:02:05'],
    [4500, '1:15:00'],
    [59.9, '0:59'],
    [-3, '0:00'],
  ])('%s s reads %s', (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock);
  });
});
