import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';

/** A page whose id names nothing: said plainly, with a way back home. `what` is translated. */
export function NotFound({ what }: { what: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="h4 mb-3">{t('app.notFoundTitle', { what })}</h1>
      <EmptyState text={t('app.notFoundText')}>
        <Link to="/" className="btn btn-primary">
          {t('app.goHome')}
        </Link>
      </EmptyState>
    </section>
  );
}
