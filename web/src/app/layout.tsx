import { Suspense, useEffect, useState } from 'react';
import { matchRoutes, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FrameContext } from '@/components/frame';
import { Loading } from '@/components/loading';
import { setRouteParams } from '@/lib/route-params';
import { useToken } from '@/lib/session';
import { ErrorBoundary } from './error-boundary';
import { TopBar } from './top-bar';
import { routes, type RouteDef } from './routes';

/** The route table as the router matches it, each route carrying its definition. */
const table = routes.map((def) => ({ path: def.path, handle: def }));

/** Frame of every screen: top bar where the spec shows it, container unless full width. */
export function Layout() {
  const { pathname } = useLocation();
  const match = matchRoutes(table, pathname)?.at(-1);
  const def = match?.route.handle as RouteDef | undefined;
  const params = match?.params;
  const signedIn = !!useToken();
  const { t, i18n } = useTranslation();

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
        {/* One element either way: a screen asking for the frame must not remount itself. */}
        <div className={def?.fullWidth && !frameAsked ? undefined : 'container-xl py-3 py-md-4'}>
          {content}
        </div>
      </main>
    </>
  );
}
