import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Loading } from '@/components/loading';
import { useMediaReady } from '@/lib/media-session';
import { useToken } from '@/lib/session';
import { RouteErrorScreen } from './error-screen';
import { Layout } from './layout';
import { routes, type RouteDef } from './routes';

/**
 * Signed-out visitors of a signed-in route go to /login, and back after sign-in (`from` in the
 * location state); signed-in visitors of /login or /register go home.
 */
function Guard({ def }: { def: RouteDef }) {
  const signedIn = !!useToken();
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

function buildRouter() {
  const children: RouteObject[] = routes.map((def) => ({
    path: def.path,
    handle: { def },
    element: <Guard def={def} />,
  }));
  children.push({ path: '*', element: <Unknown /> });
  return createBrowserRouter([{ element: <Layout />, errorElement: <RouteErrorScreen />, children }]);
}

export function AppRouter() {
  const [router] = useState(buildRouter);
  return <RouterProvider router={router} />;
}
