import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notEnrolled, useAccessSlots } from './access/access-slots';
import { NotFound } from './not-found';

/**
 * Whether asking again can mend a failed load: the line was down, the server failed or was busy.
 * A load refused for what its address names (400, 403, 404) fails the same way every time.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.isNetwork ||
    error.status === 0 ||
    error.status >= 500 ||
    [408, 429].includes(error.status)
  );
}

/** A load refused because its address names nothing: unknown (404) or malformed (400). */
export const namesNothing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION_FAILED');

/**
 * A failed load, said plainly. An address that names nothing shows the not-found screen ("Course
 * not found" given `what`); an item of a course not joined, the locked screen with the way in;
 * "Try again" is offered only where a retry can mend the failure.
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
  const { Locked } = useAccessSlots();
  if (namesNothing(error)) return <NotFound what={what} />;
  // An item of a course the learner has not joined: the way in, not an error.
  const refused = notEnrolled(error);
  if (refused) return <Locked courseId={refused.courseId} />;
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">{errorMessage(error)}</span>
      {retry && isRetryable(error) && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
          {t('app.tryAgain')}
        </button>
      )}
    </div>
  );
}
