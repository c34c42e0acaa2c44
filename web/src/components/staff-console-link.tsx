import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoredUser } from '@/lib/session';

/** The way into the staff console, shown to teachers and admins only. */
export function StaffConsoleLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const role = useStoredUser()?.role;
  if (role !== 'teacher' && role !== 'admin') return null;
  return (
    <Link className={className} to="/admin">
      {t('app.staffConsole')}
    </Link>
  );
}
