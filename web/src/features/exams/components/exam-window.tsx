import { Trans, useTranslation } from 'react-i18next';
import type { ExamListItem } from '@pariksha/contracts/exams';
import { formatDateTime } from '@/lib/format';

/** The window of a scheduled mock test, in the learner's local time. */
export function ExamWindow({
  exam,
}: {
  exam: Pick<ExamListItem, 'opensAt' | 'closesAt' | 'availability'>;
}) {
  const { t } = useTranslation('exams');
  if (!exam.opensAt && !exam.closesAt) return null;
  const tone = exam.availability === 'open' ? 'text-body-secondary' : 'text-danger-emphasis';
  const at = (key: 'opens' | 'closes', iso: string) => (
    <Trans
      t={t}
      i18nKey={`window.${key}`}
      values={{ when: formatDateTime(iso) }}
      components={{ time: <time dateTime={iso} /> }}
    />
  );
  return (
    <p className={`small mb-2 ${tone}`}>
      <span className="fw-semibold">{t('window.scheduled')}</span>{' '}
      {exam.opensAt && at('opens', exam.opensAt)}
      {exam.opensAt && exam.closesAt && ' · '}
      {exam.closesAt && at('closes', exam.closesAt)}
      {exam.availability === 'upcoming' && (
        <span className="badge text-bg-warning ms-2">{t('availability.upcoming')}</span>
      )}
      {exam.availability === 'closed' && (
        <span className="badge text-bg-secondary ms-2">{t('availability.closed')}</span>
      )}
    </p>
  );
}
