import { useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online';

/** Shown while the browser has no network; answers keep going into local storage meanwhile. */
export function OfflineBanner({ pendingCount }: { pendingCount: number }) {
  const { t } = useTranslation('exams');
  const online = useOnline();
  if (online) return null;
  return (
    <div
      className="alert alert-warning rounded-0 border-0 border-bottom mb-0 py-2 px-3 small"
      role="alert"
    >
      <strong>{t('offline.title')}</strong>{' '}
      {pendingCount > 0 ? t('offline.textWaiting', { count: pendingCount }) : t('offline.text')}
    </div>
  );
}
