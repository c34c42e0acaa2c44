import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LockIcon } from './lock-icon';
import './access.css';

/**
 * An item's title in a list: the link to open it, or, when it is locked, the title as text with a
 * lock and why, and a link to the course page where the way in is (reachable by keyboard, named
 * by the title it follows). A preview of a restricted course carries a "Free preview" badge.
 */
export function ItemTitle({
  item,
  to,
  courseTo,
  className = 'fw-semibold',
  lang,
  children,
  linkProps,
}: {
  item: { locked: boolean; preview: boolean };
  to: string;
  /** The course's page: where a learner finds how to get in. */
  courseTo: string;
  className?: string;
  lang?: string;
  children: ReactNode;
  linkProps?: { 'aria-current'?: 'page'; className?: string };
}) {
  const title = useId();
  if (item.locked)
    return (
      <span className="item-locked">
        <span className={`${className} text-body-secondary`} lang={lang} id={title}>
          {children}
        </span>{' '}
        <LockedNote courseTo={courseTo} describedBy={title} />
      </span>
    );
  return (
    <>
      <Link to={to} lang={lang} {...linkProps} className={linkProps?.className ?? className}>
        {children}
      </Link>
      {item.preview && <PreviewBadge />}
    </>
  );
}

/**
 * Why an item cannot be opened, with the way to its course's page: for a card whose title is not
 * itself the link (a test's card).
 */
export function LockedNote({ courseTo, describedBy }: { courseTo: string; describedBy?: string }) {
  const { t } = useTranslation();
  return (
    <span className="item-locked-note small">
      <LockIcon /> {t('access.locked')}{' '}
      <Link to={courseTo} aria-describedby={describedBy} className="item-locked-link">
        {t('access.howToJoin')}
      </Link>
    </span>
  );
}

export function PreviewBadge() {
  const { t } = useTranslation();
  return <span className="badge text-bg-info ms-2 item-preview">{t('access.preview')}</span>;
}
