import { useTranslation } from 'react-i18next';

export function Logo({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <span className="d-inline-flex align-items-center gap-2 fw-bold">
      <img src="/favicon.svg" width={size} height={size} alt="" />
      <span>{t('app.name')}</span>
    </span>
  );
}
