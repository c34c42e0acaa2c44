import { useTranslation } from 'react-i18next';

/**
 * Shown when the server refused a save (a 4xx that retrying would not change). The answers stay on
 * this device; they are sent again with the learner's next change, on "Try again", or on submit.
 * `reason` is already in the interface language (the message of the error's code).
 */
export function SaveRefusedBanner({
  reason,
  pendingCount,
  onRetry,
}: {
  reason: string | null;
  pendingCount: number;
  onRetry: () => void;
}) {
  const { t } = useTranslation('exams');
  return (
    <div
      className="alert alert-danger rounded-0 border-0 border-bottom mb-0 py-2 px-3 small d-flex flex-wrap align-items-center gap-2"
      role="alert"
    >
      <span>
        <strong>{t('refused.title')}</strong> {reason}{' '}
        {pendingCount > 0 ? t('refused.keptWaiting', { count: pendingCount }) : t('refused.kept')}
      </span>
      <button type="button" className="btn btn-sm btn-outline-danger ms-auto" onClick={onRetry}>
        {t('refused.retry')}
      </button>
    </div>
  );
}
