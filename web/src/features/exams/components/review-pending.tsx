import { Trans, useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

/** In place of the review while a scheduled test is still open to others. */
export function ReviewPending({ availableAt }: { availableAt: string }) {
  const { t } = useTranslation('exams');
  return (
    <section aria-labelledby="review-title" className="mb-4" data-testid="review-pending">
      <h2 id="review-title" className="h5 mb-3">
        {t('review.title')}
      </h2>
      <div className="alert alert-info mb-0">
        <p className="mb-1">
          <Trans
            t={t}
            i18nKey="review.pending"
            values={{ when: formatDateTime(availableAt) }}
            components={{ time: <time dateTime={availableAt} /> }}
          />
        </p>
        <p className="small mb-0">{t('review.pendingRank')}</p>
      </div>
    </section>
  );
}
