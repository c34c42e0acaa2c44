import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const liveRegion = () => document.querySelector('[aria-live]')!;

describe('Countdown', () => {
  it('shows the time left from the server deadline corrected by the clock offset', () => {
    // The client clock is 2 minutes behind the server: 10 min deadline leaves 8 min.
    render(<Countdown deadline="2026-06-01T10:10:00Z" offsetMs={120_000} onExpire={() => {}} />);
    expect(screen.getByRole('timer')).toHaveTextContent('8:00');
  });

  it('speaks only at 10, 5 and 1 minute left, then ends the exam at zero', () => {
    const onExpire = vi.fn();
    render(<Countdown deadline="2026-06-01T10:10:02Z" offsetMs={0} onExpire={onExpire} />);
    expect(liveRegion()).toHaveTextContent('');
    const spoken: string[] = [];
    let last = '';
    for (let s = 0; s < 610; s++) {
      act(() => void vi.advanceTimersByTime(1000));
      const now = liveRegion().textContent ?? '';
      if (now !== last) spoken.push(now);
      last = now;
    }
    expect(spoken).toEqual([
      '10 minutes left',
      '5 minutes left',
      '1 minute left',
      'Time is over. Your answers are being submitted.',
    ]);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
  });
});
