import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoLinks } from '@/components/info-links';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { useToken } from '@/lib/session';

/**
 * A readable page of text with the other information pages below it. Where the top bar is hidden
 * (`withLogo`), the logo and a way back lead the page; wherever the top bar offers no language
 * switch (hidden, or signed out), the page has its own.
 */
export function InfoArticle({
  title,
  updated,
  withLogo = true,
  children,
}: {
  title: string;
  /** The date of this version, as the page's messages write it. */
  updated?: string;
  withLogo?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('info');
  const signedIn = !!useToken();
  const ownBar = withLogo || !signedIn;
  return (
    <div className="row justify-content-center">
      <div className="col-12 col-lg-10 col-xl-8">
        {ownBar && (
          <div className="d-flex justify-content-between align-items-center mb-4 gap-3 flex-wrap">
            {withLogo ? (
              <Link
                to="/"
                className="text-decoration-none text-body fs-5"
                aria-label={t('common:app.home')}
              >
                <Logo />
              </Link>
            ) : (
              <span />
            )}
            <div className="d-flex align-items-center gap-3 flex-wrap">
              <Link to={signedIn ? '/' : '/login'} className="small">
                <span aria-hidden="true">← </span>
                {signedIn ? t('article.backHome') : t('article.backSignIn')}
              </Link>
              <LanguageSwitch />
            </div>
          </div>
        )}
        <article className="card border-0 shadow-sm">
          <div className="card-body p-4 p-md-5 info-article">
            <h1 className="h2 mb-2">{title}</h1>
            {updated && (
              <p className="text-body-secondary small mb-4">
                {t('article.updated', { date: updated })}
              </p>
            )}
            {children}
          </div>
        </article>
        <InfoLinks />
      </div>
    </div>
  );
}
