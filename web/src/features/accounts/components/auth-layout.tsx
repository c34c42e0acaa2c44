import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoLinks } from '@/components/info-links';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';

const points = ['courses', 'classes', 'tests'] as const;

/**
 * Frame of the sign-in, sign-up, profile and deletion screens (the top bar is hidden there):
 * the logo and the language switch, one card, and the information links. Wide screens add a
 * short welcome beside it.
 */
export function AuthLayout({
  title,
  lead,
  children,
  welcome = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  welcome?: boolean;
}) {
  const { t } = useTranslation('accounts');
  const card = (
    <div className="card border-0 shadow-sm">
      <div className="card-body p-4 p-md-5">
        <h1 className="h3 mb-2">{title}</h1>
        {lead && <p className="text-body-secondary mb-4">{lead}</p>}
        {children}
      </div>
    </div>
  );
  return (
    <div className="py-md-3">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <Link
          to="/"
          className="text-decoration-none text-body fs-4"
          aria-label={t('common:app.home')}
        >
          <Logo size={40} />
        </Link>
        <LanguageSwitch />
      </div>
      <div className="row justify-content-center g-4 align-items-stretch">
        {welcome && (
          <div className="col-lg-5 d-none d-lg-block">
            <div className="h-100 rounded-3 bg-primary text-white p-5 d-flex flex-column justify-content-center">
              <p className="h2 fw-bold mb-4">{t('layout.welcome')}</p>
              <ul className="list-unstyled mb-0 d-grid gap-3">
                {points.map((p) => (
                  <li key={p} className="d-flex gap-2">
                    <span aria-hidden="true" className="text-warning fw-bold">
                      ✓
                    </span>
                    <span>{t(`layout.points.${p}`)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
        <div
          className={
            welcome ? 'col-12 col-md-9 col-lg-6 col-xl-5' : 'col-12 col-md-10 col-lg-8 col-xl-7'
          }
        >
          {card}
        </div>
      </div>
      <InfoLinks />
    </div>
  );
}
