import { useRouteError } from 'react-router';
import { ChunkLoadError } from './lazy-chunk';

/** The app's own error screen: a screen that did not load or failed, with a way on. */
export function ErrorScreen({
  error,
  onRetry,
  retryLabel = 'Try again',
}: {
  error: unknown;
  onRetry: () => void;
  retryLabel?: string;
}) {
  const chunk = error instanceof ChunkLoadError;
  return (
    <div className="text-center py-5 px-3" role="alert">
      <h1 className="h4">{chunk ? 'This screen could not be loaded' : 'Something went wrong'}</h1>
      <p className="text-body-secondary">
        {chunk
          ? 'Check your connection, then try again.'
          : 'Try again, or go back to the home page.'}
      </p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {retryLabel}
        </button>
        <a className="btn btn-outline-secondary" href="/">
          Home
        </a>
      </div>
    </div>
  );
}

/**
 * The router's own error element, for anything that got past every boundary below it: the app's
 * error screen instead of the router's default page. Reloading starts the app afresh.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <main id="main" className="container-xl py-3 py-md-4">
      <ErrorScreen error={error} onRetry={() => window.location.reload()} retryLabel="Reload" />
    </main>
  );
}
