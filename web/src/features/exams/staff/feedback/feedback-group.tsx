import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackGroup, FeedbackItem } from '@pariksha/contracts/feedback';
import { FEEDBACK_KINDS } from '@pariksha/contracts/feedback-paths';
import { textLang } from '@/lib/text-lang';
import { RichText } from '../../components/rich-text';
import { FeedbackEntry } from './feedback-entry';

const KIND_BADGE = {
  doubt: 'text-bg-info',
  wrong_key: 'text-bg-warning',
  wrong_wording: 'text-bg-warning',
  wrong_translation: 'text-bg-warning',
} as const;

/** A question as learners read it, with its topic, how much of each kind it drew, and each one. */
export function FeedbackGroupCard({
  group,
  onDecided,
}: {
  group: FeedbackGroup;
  onDecided: (item: FeedbackItem) => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const { question, counts } = group;
  const kinds = FEEDBACK_KINDS.filter((k) => counts[k] > 0);
  return (
    <li className="card mb-3" aria-labelledby={`${id}-stem`}>
      <div className="card-body pb-2">
        <div className="small text-body-secondary mb-1" lang={textLang(question.topic)}>
          {question.topic || t('qbank.noTopic')}
        </div>
        <RichText
          id={`${id}-stem`}
          html={question.stem}
          className="feedback-stem mb-2"
          lang={textLang(question.stem)}
        />
        {kinds.length > 0 && (
          <ul className="list-inline mb-0" aria-label={t('feedback.countsLabel')}>
            {kinds.map((k) => (
              <li key={k} className="list-inline-item">
                <span className={`badge ${KIND_BADGE[k]}`}>
                  {t(`feedback.counts.${k}`, { count: counts[k] })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ul className="list-group list-group-flush">
        {group.items.map((item) => (
          <FeedbackEntry key={item.id} item={item} onDecided={onDecided} />
        ))}
      </ul>
    </li>
  );
}
