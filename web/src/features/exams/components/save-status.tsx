import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncStatus } from '../lib/answer-sync';

/**
 * Whether the learner's answers have reached the server. Screen readers are told when saving
 * starts failing and when it recovers, not of every save (the offline and refused banners speak
 * for themselves).
 */
export function SaveStatus({ status, pendingCount }: { status: SyncStatus; pendingCount: number }) {
  const { t } = useTranslation('exams');
  const ok = status === 'saved';
  const said = useProblemAnnouncement(status);
  // The announcer stays outside the visible status, whose text is the state alone.
  return (
    <>
      <span
        className={`save-status small ${ok ? 'save-status-ok' : 'save-status-wait'}`}
        data-status={status}
      >
        <span className="save-dot" aria-hidden="true" />
        <span>{t(`save.status.${status}`)}</span>
        {!ok && pendingCount > 0 && status !== 'closed' && (
          <span className="visually-hidden"> {t('save.waiting', { count: pendingCount })}</span>
        )}
      </span>
      <span className="visually-hidden" role="status" data-testid="save-announcer">
        {said}
      </span>
    </>
  );
}

/** "Not saved yet — retrying" once when saves start failing, "All answers saved" when they recover. */
function useProblemAnnouncement(status: SyncStatus): string {
  const { t } = useTranslation('exams');
  const [said, setSaid] = useState('');
  const troubled = useRef(false);
  useEffect(() => {
    if (status === 'retrying' && !troubled.current) {
      troubled.current = true;
      setSaid(t('save.announce.retrying'));
    } else if (status === 'saved' && troubled.current) {
      troubled.current = false;
      setSaid(t('save.announce.recovered'));
    } else if (status === 'offline' || status === 'refused') {
      // Their banners are alerts; a recovery afterwards is worth saying too.
      troubled.current = true;
    }
  }, [status, t]);
  return said;
}
