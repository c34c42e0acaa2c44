import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AccountLink } from '@/components/account-link';
import { Avatar } from '@/components/avatar';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { MyCoursesLink } from '@/components/my-courses-link';
import { MyTestsLink } from '@/components/my-tests-link';
import { PracticeLink } from '@/components/practice-link';
import { StaffConsoleLink } from '@/components/staff-console-link';
import NotificationBell from '@/features/notifications/components/notification-bell';
import { signOut } from '@/lib/api/sign-out';
import { useStoredUser } from '@/lib/session';
import { AccountMenu } from './account-menu';
import { ErrorBoundary } from './error-boundary';
import { lazyChunk } from './lazy-chunk';

// Loaded like a screen: the same time-out, and a failure caught here with a way to retry.
const CourseSearchBox = lazyChunk(() => import('@/features/search/components/course-search-box'));

/**
 * Fixed top bar (spec §2): logo to /, course search, the notifications' bell, the language switch
 * and the avatar dropdown with the single item Logout; collapses below lg. Plain Bootstrap markup keeps it out of the entry chunk's budget.
 */
/**
 * Tells the page how tall the bar is (--top-bar-height), so what is under it starts below it in
 * every language and text size. An open menu on a narrow screen lies over the page instead.
 */
function keepRoomFor(nav: HTMLElement) {
  if (typeof ResizeObserver === 'undefined') return;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    if (nav.querySelector('.navbar-collapse.show, .navbar-collapse.collapsing')) return;
    root.style.setProperty('--top-bar-height', `${nav.offsetHeight}px`);
  });
  observer.observe(nav);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--top-bar-height');
  };
}

export function TopBar({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // The collapsed menu closes once the person has gone somewhere (a search hit, a link).
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => keepRoomFor(bar.current!), []);
  return (
    <nav
      ref={bar}
      className="navbar navbar-expand-lg fixed-top bg-white border-bottom shadow-sm app-top-bar"
      aria-label={t('app.mainNavigation')}
    >
      <div className="container-xl">
        <Link className="navbar-brand" to="/" aria-label={t('app.home')}>
          <Logo />
        </Link>
        {signedIn && (
          <>
            {/* Below lg the bell stays in sight beside the menu button, its count with it. */}
            <NotificationBell className="d-lg-none ms-auto me-2" />
            <button
              className="navbar-toggler"
              type="button"
              aria-controls="top-bar-menu"
              aria-expanded={open}
              aria-label={t('app.menu')}
              onClick={() => setOpenAt(open ? null : here)}
            >
              <span className="navbar-toggler-icon" />
            </button>
            <div
              id="top-bar-menu"
              className={`collapse navbar-collapse justify-content-between gap-3${open ? ' show' : ''}`}
            >
              <div className="my-2 my-lg-0 flex-grow-1 flex-lg-grow-0">
                <ErrorBoundary fallback={SearchUnavailable}>
                  <Suspense fallback={null}>
                    <CourseSearchBox />
                  </Suspense>
                </ErrorBoundary>
              </div>
              <div className="d-flex flex-wrap align-items-center gap-2 ms-lg-auto me-lg-3 mb-2 mb-lg-0">
                <MyCoursesLink className="btn btn-sm btn-outline-secondary" />
                <MyTestsLink className="btn btn-sm btn-outline-secondary" />
                <PracticeLink className="btn btn-sm btn-outline-secondary" />
                <AccountLink className="btn btn-sm btn-outline-secondary" />
                <StaffConsoleLink className="btn btn-sm btn-outline-primary" />
                <NotificationBell className="d-none d-lg-inline-block" />
                <LanguageSwitch />
              </div>
              <AccountMenu
                label={t('app.accountMenu')}
                toggle={
                  <>
                    <Avatar url={user?.imageUrl} />
                    <span className="d-lg-none text-body">{user?.name ?? t('app.account')}</span>
                  </>
                }
                items={[{ label: t('app.logout'), onSelect: signOut }]}
              />
            </div>
          </>
        )}
      </div>
    </nav>
  );
}

/** The search did not load: said in its place, with a retry; the rest of the screen still works. */
function SearchUnavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center gap-2 small" role="alert">
      <span>{t('app.searchUnavailable')}</span>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={retry}>
        {t('app.tryAgain')}
      </button>
    </div>
  );
}
