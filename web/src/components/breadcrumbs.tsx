import { Link } from 'react-router';

export type Crumb = { label: string; to: string };

/** Home, then the `trail` of links, then the current page (not a link). */
export function Breadcrumbs({ trail = [], current }: { trail?: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="breadcrumb small">
        {[{ label: 'Home', to: '/' }, ...trail].map((c) => (
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
