import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { Countdown } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const liveRegion = () => screen.getByTestId('countdown-announcer');

/** Every text the live region took, second by second, for `seconds`. */
function listen(seconds: number) {
  const spoken: string[] = [];
  let last = liveRegion().textContent ?? '';
  for (let s = 0; s < seconds; s++) {
    act(() => void vi.advanceTimersByTime(1000));
    const now = liveRegion().textContent ?? '';
    if (now !== last) spoken.push(now);
    last = now;
  }
  return spoken;
}

describe('Countdown', () => {
  it('shows the time left from the server deadline corrected by the clock offset', () => {
    // The client clock is 2 minutes behind the server: 10 min deadline leaves 8 min.
    render(<Countdown deadline="2026-06-01T10:10:00Z" offsetMs={120_000} onExpire={() => {}} />);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('8:00');
  });

  it('ticks visibly without being a live region; the polite region is a separate one', () => {
    render(<Countdown deadline="2026-06-01T10:10:00Z" offsetMs={0} onExpire={() => {}} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer.querySelector('[aria-live]')).toBeNull();
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    act(() => void vi.advanceTimersByTime(3000));
    expect(timer).toHaveTextContent('9:57');
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('speaks only at 10, 5 and 1 minute left, then ends the exam at zero', () => {
    const onExpire = vi.fn();
    render(<Countdown deadline="2026-06-01T10:15:02Z" offsetMs={0} onExpire={onExpire} />);
    expect(liveRegion()).toHaveTextContent('');
    expect(listen(910)).toEqual([
      '10 minutes left',
      '5 minutes left',
      '1 minute left',
      'Time is over. Your answers are being submitted.',
    ]);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
  });

  it('says nothing when opened already past a threshold, only the next one', () => {
    render(<Countdown deadline="2026-06-01T10:04:00Z" offsetMs={0} onExpire={() => {}} />);
    expect(listen(179)).toEqual([]);
    expect(listen(2)).toEqual(['1 minute left']);
  });

  it('speaks in the interface language', async () => {
    await i18n.changeLanguage('ml');
    render(<Countdown deadline="2026-06-01T10:05:01Z" offsetMs={0} onExpire={() => {}} />);
    expect(screen.getByRole('timer', { name: 'ബാക്കി സമയം' })).toBeInTheDocument();
    expect(listen(2)).toEqual(['ഇനി 5 മിനിറ്റ് മാത്രം']);
  });
});
