import { useTranslation } from 'react-i18next';

/** Centred spinner labelled 'Loading...' (spec §1). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div
      className="d-flex flex-column align-items-center justify-content-center py-5 gap-2"
      role="status"
    >
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
