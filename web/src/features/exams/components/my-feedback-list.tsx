import { useTranslation } from 'react-i18next';
import type { FeedbackStatus, MyFeedback } from '@pariksha/contracts/feedback';
import { formatDateTime, relativeTime } from '@/lib/format';
import { textLang } from '../lib/format';

const tone: Record<FeedbackStatus, string> = {
  open: 'text-bg-warning',
  answered: 'text-bg-success',
  accepted: 'text-bg-success',
  rejected: 'text-bg-secondary',
};

/**
 * What the learner sent about a question: each with its status and staff's answer or reply.
 * `brief` (under the question) leaves out a doubt's answer, shown there among the answered doubts.
 */
export function MyFeedbackList({ items, brief = false }: { items: MyFeedback[]; brief?: boolean }) {
  const { t } = useTranslation('practice');
  return (
    <ul className="list-unstyled mb-0 d-flex flex-column gap-2" aria-label={t('talk.mine')}>
      {items.map((m) => (
        <li key={m.id} className="my-feedback" data-testid="my-feedback" data-status={m.status}>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span className="fw-semibold">
              {t(`talk.kinds.${m.kind}`)}
              {m.language && ` (${t(`talk.languages.${m.language}`)})`}
            </span>
            <span className={`badge ${tone[m.status]}`}>{t(`talk.status.${m.status}`)}</span>
            <time
              className="small text-body-secondary"
              dateTime={m.createdAt}
              title={formatDateTime(m.createdAt)}
            >
              {relativeTime(m.createdAt)}
            </time>
          </div>
          <p className="mb-0 answered-doubt-text" lang={textLang(m.text)}>
            {m.text}
          </p>
          {m.answer && !(brief && m.kind === 'doubt') && (
            <p className="mb-0 mt-1">
              <span className="fw-semibold">
                {t(m.kind === 'doubt' ? 'doubts.answer' : 'talk.reply')}:{' '}
              </span>
              <span className="answered-doubt-text" lang={textLang(m.answer)}>
                {m.answer}
              </span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
