import { useTranslation } from 'react-i18next';
import { errorMessage, errorStatus } from '@/lib/api-client';
import { NotFound } from './not-found';

/**
 * A failed load, said plainly, with a retry. Given `what` ("Course"), a 404 reads as
 * "Course not found" instead.
 */
export function QueryError({
  error,
  retry,
  what,
}: {
  error: unknown;
  retry?: () => void;
  what?: string;
}) {
  const { t } = useTranslation();
  if (what && errorStatus(error) === 404) return <NotFound what={what} />;
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">{errorMessage(error)}</span>
      {retry && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
          {t('app.tryAgain')}
        </button>
      )}
    </div>
  );
}
