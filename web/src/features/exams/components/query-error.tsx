import { ApiError } from '@/lib/api-client';

/** A failed load, said plainly, with a retry. */
export function QueryError({ error, retry }: { error: unknown; retry?: () => void }) {
  const message =
    error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">{message}</span>
      {retry && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}
