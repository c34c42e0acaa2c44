import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way to every test the learner has finished, across courses (`/mytests`). */
export function MyTestsLink({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Link className={className} to="/mytests">
      {t('app.myTests')}
    </Link>
  );
}
