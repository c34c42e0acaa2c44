import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackItem, FeedbackStatus } from '@pariksha/contracts/feedback';
import { formatDateTime } from '@/lib/format';
import { textLang } from '@/lib/text-lang';
import { DecisionForm } from './decision-form';

const STATUS_BADGE: Record<FeedbackStatus, string> = {
  open: 'text-bg-primary',
  answered: 'text-bg-success',
  accepted: 'text-bg-success',
  rejected: 'text-bg-secondary',
};

/**
 * One doubt or report: its kind (and language, for a translation), who sent it and when, their
 * words as written, its status and staff's answer; open, it is answered or decided here, and a
 * decided one can be changed (the new answer replaces the old).
 */
export function FeedbackEntry({
  item,
  onDecided,
}: {
  item: FeedbackItem;
  onDecided: (item: FeedbackItem) => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [changing, setChanging] = useState(false);
  const [done, setDone] = useState(false);
  // The form goes once it is sent or put away: focus moves to what takes its place.
  const change = useRef<HTMLButtonElement>(null);
  const [formGone, setFormGone] = useState(0);
  useEffect(() => {
    if (formGone > 0) change.current?.focus();
  }, [formGone]);
  const doubt = item.kind === 'doubt';
  const kind =
    item.kind === 'wrong_translation' && item.language
      ? t('feedback.translationOf', { language: t(`feedback.languages.${item.language}`) })
      : t(`feedback.kinds.${item.kind}`);
  const decided = (saved: FeedbackItem) => {
    setChanging(false);
    setDone(true);
    setFormGone((n) => n + 1);
    onDecided(saved);
  };

  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap align-items-center column-gap-2">
        <strong>{kind}</strong>
        <span className={`badge ${STATUS_BADGE[item.status]}`}>
          {t(`feedback.statuses.${item.status}`)}
        </span>
        <span className="small text-body-secondary ms-sm-auto">
          {item.learnerName ? (
            <span lang={textLang(item.learnerName)}>{item.learnerName}</span>
          ) : (
            t('feedback.noName')
          )}
          , {formatDateTime(item.createdAt)}
        </span>
      </div>
      <p id={`${id}-text`} className="feedback-text mt-1 mb-2" lang={textLang(item.text)}>
        {item.text}
      </p>
      {item.answer !== null && (
        <div className="border-start border-3 ps-2 mb-2">
          <div className="small text-body-secondary">
            {t(doubt ? 'feedback.answeredOn' : 'feedback.repliedOn', {
              date: item.answeredAt ? formatDateTime(item.answeredAt) : '',
            })}
          </div>
          <p className="feedback-text mb-0" lang={textLang(item.answer)}>
            {item.answer}
          </p>
        </div>
      )}
      {done && !changing && item.status !== 'open' && (
        <div className="small text-success-emphasis mb-2" role="status">
          {t(`feedback.done.${item.status}`)}
        </div>
      )}
      {item.status === 'open' || changing ? (
        <DecisionForm
          item={item}
          describedBy={`${id}-text`}
          onDone={decided}
          focusFirst={changing}
          onCancel={
            changing
              ? () => {
                  setChanging(false);
                  setFormGone((n) => n + 1);
                }
              : undefined
          }
        />
      ) : (
        <button
          ref={change}
          type="button"
          className="btn btn-sm btn-outline-primary"
          aria-describedby={`${id}-text`}
          onClick={() => {
            setChanging(true);
            setDone(false);
          }}
        >
          {doubt ? t('feedback.changeAnswer') : t('feedback.changeDecision')}
        </button>
      )}
    </li>
  );
}
