import { useEffect, useId, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_TEXT_MAX,
  type FeedbackKind,
  type MyFeedback,
  type QuestionFeedback,
} from '@pariksha/contracts/feedback';
import { LANGUAGES, type Language } from '@pariksha/contracts/languages';
import { Loading } from '@/components/loading';
import { errorMessage, errorStatus, fieldProblems } from '@/lib/api-client';
import { useSendQuestionFeedback } from '../api/send-question-feedback';
import { MyFeedbackList } from './my-feedback-list';

export type Talk = 'doubt' | 'report';
const REPORTS: FeedbackKind[] = ['wrong_key', 'wrong_wording', 'wrong_translation'];

/** Why the server refused, in words the learner can act on. */
export function feedbackRefusal(error: unknown, t: (key: string) => string) {
  const status = errorStatus(error);
  if (status === 404) return t('talk.notMet');
  if (status === 409) return t('talk.alreadySent');
  return fieldProblems(error)[0]?.message ?? errorMessage(error, t('talk.failed'));
}

/**
 * Asks about a question, or reports an error in it (its kind, and the language of a wrong
 * translation), once of each kind; what was sent before shows with its status and reply.
 */
export function FeedbackDialog({
  questionId,
  talk,
  show,
  subject,
  feedback,
  onClose,
}: {
  questionId: number;
  talk: Talk;
  show: boolean;
  /** "Question 3", for the title. */
  subject: string;
  feedback: { data?: QuestionFeedback; error: unknown; isPending: boolean };
  onClose: () => void;
}) {
  const { t } = useTranslation('practice');
  const ids = useId();
  const send = useSendQuestionFeedback(questionId);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<FeedbackKind | null>(null);
  const [language, setLanguage] = useState<Language>('ml');
  const [empty, setEmpty] = useState(false);
  const [sent, setSent] = useState<MyFeedback | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  // Once what was sent before is read, the learner lands in the field to write in.
  const ready = show && !feedback.isPending;
  useEffect(() => {
    if (ready) textRef.current?.focus();
  }, [ready]);

  const mine = feedback.data?.mine ?? [];
  const sentKinds = new Set(mine.map((m) => m.kind));
  const open = (talk === 'doubt' ? ['doubt' as const] : REPORTS).filter((k) => !sentKinds.has(k));
  // The kind the form sends: one not sent yet (a doubt once; each kind of report once).
  const chosen = kind && open.includes(kind) ? kind : open[0];
  const shown = mine.filter((m) => (talk === 'doubt') === (m.kind === 'doubt'));

  const reset = () => {
    setText('');
    setKind(null);
    setEmpty(false);
    setSent(null);
    send.reset();
  };
  const submit = () => {
    if (!chosen) return;
    if (text.trim() === '') return setEmpty(true);
    send.mutate(
      {
        kind: chosen,
        text: text.trim(),
        language: chosen === 'wrong_translation' ? language : null,
      },
      {
        onSuccess: (item) => {
          setSent(item);
          setText('');
        },
      },
    );
  };
  const problem = empty ? t('talk.empty') : send.error ? feedbackRefusal(send.error, t) : null;
  const title = t(talk === 'report' ? 'talk.reportTitle' : 'talk.askTitle', { subject });
  const refused = feedback.error ? feedbackRefusal(feedback.error, t) : null;

  return (
    <Modal show={show} onHide={onClose} onExited={reset} centered aria-labelledby={ids}>
      <Modal.Header closeButton closeLabel={t('talk.close')}>
        <Modal.Title as="h2" className="h5" id={ids}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex flex-column gap-3">
        {sent && (
          <p ref={sentRef} tabIndex={-1} className="alert alert-success mb-0" role="status">
            {t('talk.sent')}
          </p>
        )}
        {shown.length > 0 && <MyFeedbackList items={shown} />}
        {feedback.isPending ? (
          <Loading />
        ) : refused ? (
          <p className="alert alert-warning mb-0" role="alert">
            {refused}
          </p>
        ) : !chosen ? (
          !sent && <p className="mb-0">{t(talk === 'doubt' ? 'talk.askedAll' : 'talk.allSent')}</p>
        ) : (
          <form
            id={`${ids}-form`}
            className="d-flex flex-column gap-3"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            {talk === 'report' && (
              <fieldset>
                <legend className="h6">{t('talk.kind')}</legend>
                {REPORTS.map((k) => (
                  <div className="form-check" key={k}>
                    <input
                      id={`${ids}-${k}`}
                      type="radio"
                      name="kind"
                      className="form-check-input"
                      checked={chosen === k}
                      disabled={sentKinds.has(k)}
                      onChange={() => setKind(k)}
                    />
                    <label htmlFor={`${ids}-${k}`} className="form-check-label">
                      {t(`talk.kinds.${k}`)}
                      {sentKinds.has(k) && ` (${t('talk.sentShort')})`}
                    </label>
                  </div>
                ))}
              </fieldset>
            )}
            {chosen === 'wrong_translation' && (
              <div>
                <label htmlFor={`${ids}-language`} className="form-label">
                  {t('talk.language')}
                </label>
                <select
                  id={`${ids}-language`}
                  className="form-select"
                  value={language}
                  onChange={(e) => setLanguage(e.target.value as Language)}
                >
                  {LANGUAGES.map((l) => (
                    <option key={l} value={l}>
                      {t(`talk.languages.${l}`)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div>
              <label htmlFor={`${ids}-text`} className="form-label">
                {t(talk === 'doubt' ? 'talk.doubtLabel' : 'talk.reportLabel')}
              </label>
              <textarea
                ref={textRef}
                id={`${ids}-text`}
                className={`form-control${problem ? ' is-invalid' : ''}`}
                rows={4}
                maxLength={FEEDBACK_TEXT_MAX}
                value={text}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${ids}-hint ${ids}-count${problem ? ` ${ids}-problem` : ''}`}
                onChange={(e) => {
                  setText(e.target.value);
                  setEmpty(false);
                }}
              />
              {problem && (
                <p id={`${ids}-problem`} className="invalid-feedback d-block mb-0" role="alert">
                  {problem}
                </p>
              )}
              <div className="d-flex flex-wrap gap-2 form-text">
                <span id={`${ids}-hint`} className="me-auto">
                  {t(talk === 'doubt' ? 'talk.doubtHint' : 'talk.reportHint')}
                </span>
                <span id={`${ids}-count`} data-testid="feedback-count">
                  {t('talk.chars', { n: text.length, max: FEEDBACK_TEXT_MAX })}
                </span>
              </div>
            </div>
          </form>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {chosen && !refused && !feedback.isPending ? t('talk.cancel') : t('talk.close')}
        </button>
        {chosen && !refused && !feedback.isPending && (
          <button
            type="submit"
            form={`${ids}-form`}
            className="btn btn-primary"
            disabled={send.isPending}
          >
            {send.isPending ? t('talk.sending') : t('talk.send')}
          </button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
