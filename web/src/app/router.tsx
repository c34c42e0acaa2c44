import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { Loading } from '@/components/loading';
import { useMediaReady } from '@/lib/media-session';
import { useToken } from '@/lib/session';
import { useSessionHeld } from '@/lib/session-expiry';
import { ErrorBoundary } from './error-boundary';
import { RouteErrorScreen } from './error-screen';
import { Layout } from './layout';
import { routes, type RouteDef } from './routes';

/**
 * Signed-out visitors of a signed-in route go to /login, and back after sign-in (`from` in the
 * location state); signed-in visitors of /login or /register go home.
 */
function Guard({ def }: { def: RouteDef }) {
  // A running test holds the session: it stays open even when another tab signs out.
  const token = useToken();
  const held = useSessionHeld();
  const signedIn = !!token || held;
  const mediaReady = useMediaReady();
  const location = useLocation();
  if (def.set === 'private' && !signedIn) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (def.set === 'public' && signedIn) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? '/'} replace />;
  }
  // Signed-in screens may show paid images: they open once the media cookie is there.
  if (signedIn && !mediaReady) return <Loading />;
  const Page = def.page;
  return <Page />;
}

function Unknown() {
  return <Navigate to={useToken() ? '/' : '/login'} replace />;
}

/**
 * The route table under the layout. A declarative router: the app loads its data through TanStack
 * Query, so the data router's loaders would be weight in the entry chunk and nothing more. An
 * error that got past every boundary below shows the app's error screen.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ErrorBoundary fallback={({ error }) => <RouteErrorScreen error={error} />}>
        <Routes>
          <Route element={<Layout />}>
            {routes.map((def) => (
              <Route key={def.key} path={def.path} element={<Guard def={def} />} />
            ))}
            <Route path="*" element={<Unknown />} />
          </Route>
        </Routes>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
