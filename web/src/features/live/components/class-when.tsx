import { useTranslation } from 'react-i18next';
import type { LiveClassSummary } from '@pariksha/contracts/live';
import { formatDateTime } from '@/lib/format';

/** When a class starts, for how long, and who teaches it. */
export function ClassWhen({ item, className }: { item: LiveClassSummary; className: string }) {
  const { t } = useTranslation('live');
  return (
    <p className={`small text-body-secondary ${className}`}>
      <time dateTime={item.startsAt}>{formatDateTime(item.startsAt)}</time>
      {' · '}
      {t('minutes', { count: item.plannedMinutes })}
      {' · '}
      {t('teacherLabel')} <span lang="en">{item.teacher}</span>
    </p>
  );
}
