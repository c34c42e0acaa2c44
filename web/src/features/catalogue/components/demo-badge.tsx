import { useTranslation } from 'react-i18next';

/** Marks content shipped with the app as demo data. */
export function DemoBadge({ show }: { show: boolean }) {
  const { t } = useTranslation('catalogue');
  if (!show) return null;
  return (
    <span className="badge text-bg-warning" title={t('card.demoTitle')}>
      {t('app.demo', { ns: 'common' })}
    </span>
  );
}
