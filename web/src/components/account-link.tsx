import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The way to the account's address, password and signed-in devices (`/account`), beside the
 * avatar: its dropdown keeps the single Logout item the specification gives it.
 */
export function AccountLink({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Link className={className} to="/account">
      {t('app.accountSecurity')}
    </Link>
  );
}
