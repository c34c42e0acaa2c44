import { useTranslation } from 'react-i18next';
import type { ClassProgress } from '@pariksha/contracts/classes';
import { formatNumber } from '@/lib/format';

/** New, watched N %, or watched, as a badge. */
export function ClassState({ progress }: { progress: ClassProgress }) {
  const { t } = useTranslation('classes');
  const tone = {
    new: 'text-bg-light border',
    started: 'text-bg-warning',
    watched: 'text-bg-success',
  };
  return (
    <span className={`badge ${tone[progress.state]}`}>
      {t(`state.${progress.state}`, { percent: formatNumber(progress.percent) })}
    </span>
  );
}
