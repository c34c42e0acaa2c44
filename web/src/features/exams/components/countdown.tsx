import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@/lib/format';
import { crossedThreshold, secondsLeft } from '../lib/exam-clock';

type Props = { deadline: string; offsetMs: number; onExpire: () => void };

/**
 * The visible countdown ticks every second and is no live region; screen readers hear only the
 * thresholds (10, 5 and 1 minute left) and the end, through a polite region that changes then alone.
 */
export function Countdown({ deadline, offsetMs, onExpire }: Props) {
  const { t } = useTranslation('exams');
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
      if (crossed !== null) setSaid(t('countdown.minutesLeft', { count: crossed / 60 }));
      previous.current = now;
      setLeft(now);
      if (now <= 0 && !expired.current) {
        expired.current = true;
        setSaid(t('countdown.over'));
        onExpireRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, offsetMs, t]);

  const tone = left <= 60 ? 'countdown-critical' : left <= 300 ? 'countdown-low' : '';
  return (
    <>
      {/* A timer's implicit live setting is off; said here so that nothing reads every second. */}
      <div
        className={`countdown ${tone}`}
        role="timer"
        aria-live="off"
        aria-label={t('countdown.label')}
        data-testid="countdown"
      >
        <span className="countdown-label" aria-hidden="true">
          {t('countdown.label')}
        </span>
        <span className="countdown-value">{formatClock(left)}</span>
      </div>
      <div
        className="visually-hidden"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="countdown-announcer"
      >
        {said}
      </div>
    </>
  );
}
