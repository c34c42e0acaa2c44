import { useOnline } from '../hooks/use-online';

/** Shown while the browser has no network; answers keep going into local storage meanwhile. */
export function OfflineBanner({ pendingCount }: { pendingCount: number }) {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      className="alert alert-warning rounded-0 border-0 border-bottom mb-0 py-2 px-3 small"
      role="alert"
    >
      <strong>You are offline.</strong> Keep answering — your answers are saved on this device
      {pendingCount > 0 ? ` (${pendingCount} waiting)` : ''} and will be sent when the connection
      returns.
    </div>
  );
}
