import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type Crumb = { label: ReactNode; to: string };

/** Home, then the `trail` of links, then the current page (not a link). */
export function Breadcrumbs({ trail = [], current }: { trail?: Crumb[]; current: ReactNode }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('app.breadcrumb')}>
      <ol className="breadcrumb small">
        {[{ label: t('app.homeLink'), to: '/' }, ...trail].map((c) => (
          <li key={c.to} className="breadcrumb-item">
            <Link to={c.to}>{c.label}</Link>
          </li>
        ))}
        <li className="breadcrumb-item active" aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
