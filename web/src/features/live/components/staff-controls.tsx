import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '@pariksha/contracts/live';
import { errorMessage } from '@/lib/api-client';
import { setLiveState } from '../api/live-classes';

/** Go live and End class, for the class's teacher and admins. */
export function StaffControls({
  classId,
  state,
  onChanged,
}: {
  classId: number;
  state: LiveState;
  onChanged(): void;
}) {
  const { t } = useTranslation('live');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (state === 'ended') return null;
  const move = (to: 'live' | 'ended') => {
    if (to === 'ended' && !window.confirm(t('staff.confirmEnd'))) return;
    setBusy(true);
    setError(null);
    setLiveState(classId, to)
      .then(onChanged, (err: unknown) =>
        setError(t('staff.failed', { message: errorMessage(err) })),
      )
      .finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby="staff-title" className="border rounded p-2 mb-3">
      <h2 id="staff-title" className="h6">
        {t('staff.title')}
      </h2>
      <div className="d-flex gap-2">
        {state === 'upcoming' && (
          <button
            type="button"
            className="btn btn-danger btn-sm"
            disabled={busy}
            onClick={() => move('live')}
          >
            {t('staff.goLive')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={busy}
          onClick={() => move('ended')}
        >
          {t('staff.end')}
        </button>
      </div>
      {error && (
        <p role="alert" className="small text-danger mb-0 mt-2">
          {error}
        </p>
      )}
    </section>
  );
}
