/**
 * Shown when the server refused a save (a 4xx that retrying would not change). The answers stay on
 * this device; they are sent again with the learner's next change, on "Try again", or on submit.
 */
export function SaveRefusedBanner({
  reason,
  pendingCount,
  onRetry,
}: {
  reason: string | null;
  pendingCount: number;
  onRetry: () => void;
}) {
  return (
    <div
      className="alert alert-danger rounded-0 border-0 border-bottom mb-0 py-2 px-3 small d-flex flex-wrap align-items-center gap-2"
      role="alert"
    >
      <span>
        <strong>Your answers could not be saved.</strong> {reason} They are kept on this device
        {pendingCount > 0 ? ` (${pendingCount} waiting)` : ''}.
      </span>
      <button type="button" className="btn btn-sm btn-outline-danger ms-auto" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
