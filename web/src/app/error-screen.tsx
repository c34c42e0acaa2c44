import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from './lazy-chunk';

/** The app's own error screen: a screen that did not load or failed, with a way on. */
export function ErrorScreen({
  error,
  onRetry,
  retryLabel,
}: {
  error: unknown;
  onRetry: () => void;
  retryLabel?: string;
}) {
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  return (
    <div className="text-center py-5 px-3" role="alert">
      <h1 className="h4">{chunk ? t('app.screenNotLoaded') : t('app.somethingWrong')}</h1>
      <p className="text-body-secondary">
        {chunk ? t('app.screenNotLoadedHint') : t('app.somethingWrongHint')}
      </p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {retryLabel ?? t('app.tryAgain')}
        </button>
        <a className="btn btn-outline-secondary" href="/">
          {t('app.homeLink')}
        </a>
      </div>
    </div>
  );
}

/**
 * For anything that got past every boundary below the router: the app's error screen, outside the
 * layout. Reloading starts the app afresh.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="container-xl py-3 py-md-4">
      <ErrorScreen
        error={error}
        onRetry={() => window.location.reload()}
        retryLabel={t('app.reload')}
      />
    </main>
  );
}
