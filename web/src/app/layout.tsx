import { Suspense, useEffect, useState } from 'react';
import { matchRoutes, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FrameContext } from '@/components/frame';
import { Loading } from '@/components/loading';
import { VerifyEmailNotice } from '@/features/accounts/components/verify-email-notice';
import { OpenTestBanner } from '@/features/exams/components/open-test-banner';
import { setRouteParams } from '@/lib/route-params';
import { useToken } from '@/lib/session';
import { useEndedSession, useSessionHeld } from '@/lib/session-expiry';
import { ErrorBoundary } from './error-boundary';
import { lazyChunk } from './lazy-chunk';
import { TopBar } from './top-bar';
import { routes, type RouteDef } from './routes';

const loadSignInAgain = () => import('@/features/accounts/components/sign-in-again-dialog');
const SignInAgainDialog = lazyChunk(loadSignInAgain);

/**
 * Where the notice to confirm the address shows: home, the account screen and the notification
 * settings (mail goes only to a confirmed address), never mid-task.
 */
const NOTICE_ON = new Set(['home', 'account', 'notificationPreferences']);

/** The route table as the router matches it, each route carrying its definition. */
const table = routes.map((def) => ({ path: def.path, handle: def }));

/** Frame of every screen: top bar where the spec shows it, container unless full width. */
export function Layout() {
  const { pathname } = useLocation();
  const match = matchRoutes(table, pathname)?.at(-1);
  const def = match?.route.handle as RouteDef | undefined;
  const params = match?.params;
  const token = useToken();
  const signedIn = !!token;
  const { t, i18n } = useTranslation();
  const held = useSessionHeld();
  const ended = useEndedSession();
  // A screen that holds the session (a running test) has the sign-in dialog at hand before the
  // session ends, so that asking to sign in again needs nothing more from the network.
  useEffect(() => {
    if (held) void loadSignInAgain().catch(() => undefined);
  }, [held]);

  const { search } = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const named = (def?.query ?? []).flatMap((k) => {
      const v = query.get(k);
      return v ? [[k, v] as [string, string]] : [];
    });
    setRouteParams(
      Object.fromEntries([
        ...Object.entries(params ?? {}).filter((e): e is [string, string] => !!e[1]),
        ...named,
      ]),
    );
  }, [params, search, def]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // Each screen names itself in the tab and to screen readers (WCAG 2.4.2), in the language.
  useEffect(() => {
    const app = t('app.name');
    document.title = def ? `${t(`titles.${def.key}`)} · ${app}` : app;
  }, [def, t]);

  // A screen may ask for the frame its route leaves out (a not-found screen in the exam's place).
  const [frameAsked, askFrame] = useState(false);
  const showTopBar = frameAsked || !def?.hideTopBar;
  // A new language renders the screen afresh, so every date and number follows it too. A new
  // screen gets a boundary of its own: while its chunk loads it shows the loading fallback (spec
  // §2), never the previous screen under the new address, whose fields would take typing.
  const content = (
    <ErrorBoundary key={i18n.language} resetKey={pathname}>
      <Suspense key={def?.key} fallback={<Loading />}>
        <FrameContext value={askFrame}>
          <Outlet />
        </FrameContext>
      </Suspense>
    </ErrorBoundary>
  );
  return (
    <>
      <a className="visually-hidden-focusable position-absolute m-2 btn btn-light" href="#main">
        {t('app.skipToContent')}
      </a>
      {showTopBar && <TopBar signedIn={signedIn} />}
      <main id="main" className={showTopBar ? 'with-top-bar' : undefined}>
        {signedIn && <OpenTestBanner hidden={def?.key === 'exampage'} />}
        {token && <VerifyEmailNotice token={token} hidden={!NOTICE_ON.has(def?.key ?? '')} />}
        {/* One element either way: a screen asking for the frame must not remount itself. */}
        <div className={def?.fullWidth && !frameAsked ? undefined : 'container-xl py-3 py-md-4'}>
          {content}
        </div>
      </main>
      {ended && (
        <ErrorBoundary fallback={SignInAgainUnavailable}>
          <Suspense fallback={null}>
            <SignInAgainDialog />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}

/** The sign-in dialog did not load: said over the screen, with a retry. */
function SignInAgainUnavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="position-fixed bottom-0 start-0 end-0 p-3" style={{ zIndex: 1080 }}>
      <div className="alert alert-warning d-flex align-items-center gap-2 mb-0" role="alert">
        <span>{t('session.ended')}</span>
        <button type="button" className="btn btn-sm btn-primary" onClick={retry}>
          {t('app.tryAgain')}
        </button>
      </div>
    </div>
  );
}
