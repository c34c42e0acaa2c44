import { useEffect, useRef, useState } from 'react';
import { announcement, clockText, crossedThreshold, secondsLeft } from '../lib/exam-clock';

type Props = { deadline: string; offsetMs: number; onExpire: () => void };

/**
 * The visible countdown ticks every second; screen readers hear only the thresholds
 * (10, 5 and 1 minute left), through a live region that changes at those moments alone.
 */
export function Countdown({ deadline, offsetMs, onExpire }: Props) {
  const [left, setLeft] = useState(() => secondsLeft(deadline, offsetMs));
  const [said, setSaid] = useState('');
  const previous = useRef(left);
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    const tick = () => {
      const now = secondsLeft(deadline, offsetMs);
      const crossed = crossedThreshold(previous.current, now);
      if (crossed !== null) setSaid(announcement(crossed));
      previous.current = now;
      setLeft(now);
      if (now <= 0 && !expired.current) {
        expired.current = true;
        setSaid('Time is over. Your answers are being submitted.');
        onExpireRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, offsetMs]);

  const tone = left <= 60 ? 'countdown-critical' : left <= 300 ? 'countdown-low' : '';
  return (
    <>
      <div className={`countdown ${tone}`} role="timer" aria-label="Time left">
        <span className="countdown-label">Time left</span>
        <span className="countdown-value">{clockText(left)}</span>
      </div>
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {said}
      </div>
    </>
  );
}
