import { useTranslation } from 'react-i18next';

const deleted = ['profile', 'sessions', 'history'] as const;

/** What deletion does, said before the person confirms. */
export function DeletionNotice() {
  const { t } = useTranslation('accounts');
  return (
    <div className="mb-4">
      <p>{t('delete.notice.intro')}</p>
      <ul>
        {deleted.map((k) => (
          <li key={k}>{t(`delete.notice.${k}`)}</li>
        ))}
      </ul>
      <p className="mb-0">{t('delete.notice.after')}</p>
    </div>
  );
}
