import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { shiftedClock, systemClock } from './clock';

describe('CLOCK_SHIFT_MINUTES', () => {
  it('moves the clock by whole minutes, a week at most either way', () => {
    expect(loadConfig({}).clockShiftMinutes).toBe(0);
    expect(loadConfig({ CLOCK_SHIFT_MINUTES: '-90' }).clockShiftMinutes).toBe(-90);
    for (const bad of ['1.5', 'soon', '10081', '-10081'])
      expect(() => loadConfig({ CLOCK_SHIFT_MINUTES: bad }), bad).toThrow(ConfigError);
  });

  it('is the system clock unshifted, and runs the given minutes ahead otherwise', () => {
    expect(shiftedClock(0)).toBe(systemClock);
    const before = Date.now();
    const shifted = shiftedClock(90).now().getTime();
    const after = Date.now();
    expect(shifted).toBeGreaterThanOrEqual(before + 90 * 60_000);
    expect(shifted).toBeLessThanOrEqual(after + 90 * 60_000);
  });
});
