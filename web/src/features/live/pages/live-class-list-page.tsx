import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

export default function LiveClassListPage() {
  const { t } = useTranslation('live');
  return (
    <section>
      <h1 className="h4 mb-3">{t('placeholder.title')}</h1>
      <EmptyState text={t('placeholder.notYet')} />
    </section>
  );
}
