import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackDecision, FeedbackItem } from '@pariksha/contracts/feedback';
import { FEEDBACK_ANSWER_MAX } from '@pariksha/contracts/feedback-paths';
import { Refusal } from '../bank/refusal';
import { decideFeedback } from './api/decide-feedback';

/**
 * A doubt's answer (every learner reads it under the explanation: the form says so), or a report
 * accepted or rejected with a reply only its sender reads. `describedBy`: the learner's words.
 */
export function DecisionForm({
  item,
  describedBy,
  onDone,
  onCancel,
  focusFirst = false,
}: {
  item: FeedbackItem;
  describedBy: string;
  onDone: (item: FeedbackItem) => void;
  onCancel?: () => void;
  focusFirst?: boolean;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const doubt = item.kind === 'doubt';
  const [answer, setAnswer] = useState(item.answer ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  // Opened to change a decision (the button that opened it is gone): the answer takes focus.
  useEffect(() => {
    if (focusFirst) field.current?.focus();
  }, [focusFirst]);

  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // A report's two buttons both send the form; the one pressed says how it is decided.
    const pressed = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    const status = (doubt ? 'answered' : pressed) as FeedbackDecision['status'] | null;
    if (!status) return;
    setBusy(true);
    setError(null);
    try {
      onDone(await decideFeedback(item.id, { status, answer }));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mt-2" onSubmit={(e) => void send(e)}>
      <label className="form-label small fw-semibold" htmlFor={`${id}-answer`}>
        {doubt ? t('feedback.answer') : t('feedback.reply')}
      </label>
      <textarea
        ref={field}
        id={`${id}-answer`}
        className="form-control"
        rows={3}
        required
        maxLength={FEEDBACK_ANSWER_MAX}
        value={answer}
        aria-describedby={`${id}-note ${describedBy}`}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <div id={`${id}-note`} className="form-text mb-2">
        {doubt ? t('feedback.answerNote') : t('feedback.replyNote')}
      </div>
      <Refusal error={error} />
      <div className="d-flex flex-wrap gap-2">
        {doubt ? (
          <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
            {t('feedback.send')}
          </button>
        ) : (
          <>
            <button
              type="submit"
              value="accepted"
              className="btn btn-sm btn-success"
              disabled={busy}
              aria-describedby={describedBy}
            >
              {t('feedback.accept')}
            </button>
            <button
              type="submit"
              value="rejected"
              className="btn btn-sm btn-outline-danger"
              disabled={busy}
              aria-describedby={describedBy}
            >
              {t('feedback.reject')}
            </button>
          </>
        )}
        {onCancel && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
