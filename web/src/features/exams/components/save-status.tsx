import type { SyncStatus } from '../lib/answer-sync';

const text: Record<SyncStatus, string> = {
  saved: 'All answers saved',
  pending: 'Saving…',
  saving: 'Saving…',
  retrying: 'Not saved yet — retrying',
  offline: 'Offline — answers kept on this device',
  refused: 'Not saved — answers kept on this device',
  closed: 'Test ended',
};

/** Whether the learner's answers have reached the server. */
export function SaveStatus({ status, pendingCount }: { status: SyncStatus; pendingCount: number }) {
  const ok = status === 'saved';
  return (
    <span
      className={`save-status small ${ok ? 'save-status-ok' : 'save-status-wait'}`}
      data-status={status}
    >
      <span className="save-dot" aria-hidden="true" />
      <span>{text[status]}</span>
      {!ok && pendingCount > 0 && status !== 'closed' && (
        <span className="visually-hidden"> ({pendingCount} waiting)</span>
      )}
    </span>
  );
}
