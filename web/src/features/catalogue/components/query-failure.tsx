import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ApiError } from '@/lib/api-client';

/** A page whose id names nothing: said plainly, with a way back home. */
export function NotFound({ what }: { what: string }) {
  return (
    <section>
      <h1 className="h4 mb-3">{what} not found</h1>
      <EmptyState text={`This ${what.toLowerCase()} does not exist or is no longer available.`}>
        <Link to="/" className="btn btn-primary">
          Go to home
        </Link>
      </EmptyState>
    </section>
  );
}

/** A failed load: "not found" for a 404, otherwise the message with a retry. */
export function QueryFailure({
  error,
  retry,
  what,
}: {
  error: unknown;
  retry: () => void;
  what: string;
}) {
  if (error instanceof ApiError && error.status === 404) return <NotFound what={what} />;
  const message =
    error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">{message}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
