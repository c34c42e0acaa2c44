import { Link } from 'react-router';

const links = [
  { to: '/privacypolicy', label: 'Privacy policy' },
  { to: '/termsandconditions', label: 'Terms and conditions' },
  { to: '/appstore', label: 'Get the app' },
  { to: '/delete-account', label: 'Delete account' },
];

/** The information pages, linked below the sign-in screens and below each information page. */
export function InfoLinks() {
  return (
    <nav aria-label="About Pariksha" className="mt-4">
      <ul className="list-inline text-center small mb-0">
        {links.map((l) => (
          <li key={l.to} className="list-inline-item mx-2 my-1">
            <Link to={l.to} className="link-secondary">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
