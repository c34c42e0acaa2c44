import { useTranslation } from 'react-i18next';

/** The one mark of demo content, alike on every screen; `className` places it (margins, size). */
export function DemoBadge({ show, className = '' }: { show: boolean; className?: string }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <span className={`badge text-bg-warning ${className}`.trim()} title={t('app.demoTitle')}>
      {t('app.demo')}
    </span>
  );
}
