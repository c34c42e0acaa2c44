import { useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client';

/** A 409 naming what depends on a change (not a stale edit, which names the current version). */
function dependentsConflict(err: unknown) {
  const details = err instanceof ApiError && err.status === 409 ? err.details : null;
  return !!details && typeof details === 'object' && !('updatedAt' in details);
}

/**
 * Runs an action; when the server answers 409 because learners depend on what it changes, says
 * so and runs it again confirmed (`confirm` true) only if the person agrees.
 */
export function useConfirmed() {
  const [ask, setAsk] = useState<{ message: string; go: () => Promise<void> } | null>(null);
  const [error, setError] = useState<unknown>(null);

  /**
   * When `err` is a 409 naming what depends on the change, asks, and on yes runs `go`; answers
   * whether it did (otherwise the caller handles the error).
   */
  function offer(err: unknown, go: () => Promise<unknown>) {
    if (!dependentsConflict(err)) return false;
    setAsk({
      message: (err as ApiError).message,
      go: async () => {
        setAsk(null);
        try {
          await go();
        } catch (again) {
          setError(again);
        }
      },
    });
    return true;
  }

  async function run(action: (confirm: boolean) => Promise<unknown>, done?: () => void) {
    setError(null);
    try {
      await action(false);
      done?.();
    } catch (err) {
      if (
        !offer(err, async () => {
          await action(true);
          done?.();
        })
      )
        setError(err);
    }
  }
  /**
   * `run` for a form: a failure other than a 409 to confirm is thrown, for the form to show at
   * its fields.
   */
  async function submit(
    action: (confirm: boolean) => Promise<unknown>,
    done: () => Promise<unknown>,
  ) {
    try {
      await action(false);
    } catch (err) {
      const asked = offer(err, async () => {
        await action(true);
        await done();
      });
      if (!asked) throw err;
      return;
    }
    await done();
  }
  /**
   * Asks `message` first (a change the server makes without asking: taking a question off a
   * paper, deleting a topic), and runs `action` only on yes; a refusal is shown.
   */
  function askFirst(message: string, action: () => Promise<unknown>, done?: () => unknown) {
    setError(null);
    setAsk({
      message,
      go: async () => {
        setAsk(null);
        try {
          await action();
          await done?.();
        } catch (err) {
          setError(err);
        }
      },
    });
  }
  return { run, submit, askFirst, ask, setAsk, error, setError };
}

export function ConfirmDialog({
  state,
  confirmLabel,
}: {
  state: ReturnType<typeof useConfirmed>;
  confirmLabel: string;
}) {
  const { t } = useTranslation('console');
  const titleId = useId();
  const { ask, setAsk, error, setError } = state;
  return (
    <>
      {error !== null && (
        <div className="alert alert-danger d-flex align-items-center gap-2" role="alert">
          {/* A 409 naming what depends on the change says what to do first, in the server's words. */}
          <span className="me-auto">
            {dependentsConflict(error) ? (error as ApiError).message : errorMessage(error)}
          </span>
          <button
            type="button"
            className="btn-close"
            aria-label={t('form.dismiss')}
            onClick={() => setError(null)}
          />
        </div>
      )}
      <Modal show={ask !== null} onHide={() => setAsk(null)} centered aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel={t('form.cancel')}>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {t('confirm.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{ask?.message}</Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setAsk(null)}>
            {t('form.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => void ask?.go()}>
            {confirmLabel}
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

/** Deletes through `confirmed`: when learners would lose something, the dialog asks first. */
export function DeleteButton({
  confirmed,
  remove,
  done,
  disabled,
}: {
  confirmed: ReturnType<typeof useConfirmed>;
  remove: (confirm: boolean) => Promise<unknown>;
  done: () => unknown;
  disabled?: boolean;
}) {
  const { t } = useTranslation('console');
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-danger"
      disabled={disabled}
      onClick={() => void confirmed.run(remove, () => void done())}
    >
      {t('form.delete')}
    </button>
  );
}
