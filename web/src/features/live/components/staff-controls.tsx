import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveState, LiveStream } from '@pariksha/contracts/live';
import { errorMessage } from '@/lib/api-client';
import { setLiveState } from '../api/set-live-state';
import { setLiveStream } from '../api/set-live-stream';

/** Go live, End class and where the class streams from, for its teacher and admins. */
export function StaffControls({
  classId,
  state,
  stream,
  onChanged,
}: {
  classId: number;
  state: LiveState;
  stream: LiveStream | null;
  onChanged(): void;
}) {
  const { t } = useTranslation('live');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [kind, setKind] = useState<LiveStream['kind']>(stream?.kind ?? 'hls');
  const [source, setSource] = useState(stream?.source ?? '');
  if (state === 'ended') return null;
  const run = (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    action()
      .then(onChanged, (err: unknown) =>
        setError(t('staff.failed', { message: errorMessage(err) })),
      )
      .finally(() => setBusy(false));
  };
  const move = (to: 'live' | 'ended') => {
    if (to === 'ended' && !window.confirm(t('staff.confirmEnd'))) return;
    run(() => setLiveState(classId, to));
  };
  const saveStream = (e: FormEvent) => {
    e.preventDefault();
    run(() => setLiveStream(classId, { kind, source: source.trim() }));
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
      <form className="row g-2 align-items-end mt-1" onSubmit={saveStream}>
        <div className="col-sm-4">
          <label className="form-label small mb-1" htmlFor={`${id}-kind`}>
            {t('staff.streamKind')}
          </label>
          <select
            id={`${id}-kind`}
            className="form-select form-select-sm"
            value={kind}
            onChange={(e) => setKind(e.target.value as LiveStream['kind'])}
          >
            <option value="hls">{t('staff.hls')}</option>
            <option value="youtube">{t('staff.youtube')}</option>
          </select>
        </div>
        <div className="col-sm-6">
          <label className="form-label small mb-1" htmlFor={`${id}-source`}>
            {kind === 'hls' ? t('staff.hlsSource') : t('staff.youtubeSource')}
          </label>
          <input
            id={`${id}-source`}
            className="form-control form-control-sm"
            value={source}
            required
            onChange={(e) => setSource(e.target.value)}
          />
        </div>
        <div className="col-sm-2">
          <button type="submit" className="btn btn-outline-primary btn-sm w-100" disabled={busy}>
            {t('staff.saveStream')}
          </button>
        </div>
      </form>
      {error && (
        <p role="alert" className="small text-danger mb-0 mt-2">
          {error}
        </p>
      )}
    </section>
  );
}
