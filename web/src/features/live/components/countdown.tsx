import { useTranslation } from 'react-i18next';
import { formatClock } from '@/lib/format';
import { timeUntil, useNow } from '../lib/time';

/** "Starts in 1 d 3 h", "in 2 h 5 min", "in 4:59", ticking; announced to nobody on each tick. */
export function Countdown({ to }: { to: string }) {
  const { t } = useTranslation('live');
  const now = useNow(1000);
  const { days: d, hours: h, minutes: m, seconds: s } = timeUntil(to, now);
  const text =
    d > 0
      ? t('countdown.days', { d, h })
      : h > 0
        ? t('countdown.hours', { h, m })
        : m > 0 || s > 0
          ? t('countdown.minutes', { clock: formatClock(m * 60 + s) })
          : t('countdown.now');
  return <span className="live-countdown">{text}</span>;
}
