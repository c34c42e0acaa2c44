import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InfoLinks } from '@/components/info-links';
import { Logo } from '@/components/logo';
import { useToken } from '@/lib/session';

/**
 * A readable page of text with the other information pages below it. Where the top bar is hidden
 * (`withLogo`), the logo and a way back lead the page.
 */
export function InfoArticle({
  title,
  updated,
  withLogo = true,
  children,
}: {
  title: string;
  updated?: string;
  withLogo?: boolean;
  children: ReactNode;
}) {
  const signedIn = !!useToken();
  const back = (
    <Link to={signedIn ? '/' : '/login'} className="small">
      {signedIn ? '← Back to home' : '← Back to sign in'}
    </Link>
  );
  return (
    <div className="row justify-content-center">
      <div className="col-12 col-lg-10 col-xl-8">
        {withLogo ? (
          <div className="d-flex justify-content-between align-items-center mb-4 gap-2 flex-wrap">
            <Link to="/" className="text-decoration-none text-body fs-5" aria-label="Pariksha home">
              <Logo />
            </Link>
            {back}
          </div>
        ) : (
          !signedIn && <div className="text-end mb-3">{back}</div>
        )}
        <article className="card border-0 shadow-sm">
          <div className="card-body p-4 p-md-5 info-article">
            <h1 className="h2 mb-2">{title}</h1>
            {updated && <p className="text-body-secondary small mb-4">Last updated {updated}</p>}
            {children}
          </div>
        </article>
        <InfoLinks />
      </div>
    </div>
  );
}
