import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way to practice by topic (`/practice`, decision 026). */
export function PracticeLink({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Link className={className} to="/practice">
      {t('app.practice')}
    </Link>
  );
}
