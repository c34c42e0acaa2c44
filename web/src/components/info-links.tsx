import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const links = [
  { to: '/privacypolicy', label: 'info.privacy' },
  { to: '/termsandconditions', label: 'info.terms' },
  { to: '/appstore', label: 'info.app' },
  { to: '/delete-account', label: 'info.deleteAccount' },
] as const;

/** The information pages, linked below the sign-in screens and below each information page. */
export function InfoLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('info.about')} className="mt-4">
      <ul className="list-inline text-center small mb-0">
        {links.map((l) => (
          <li key={l.to} className="list-inline-item mx-2 my-1">
            <Link to={l.to} className="link-secondary">
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
