import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PracticeSet } from '@pariksha/contracts/practice';
import { formatDateTime, formatNumber, relativeTime } from '@/lib/format';
import { textLang } from '@/lib/text-lang';
import { practiceRoute } from '../lib/paths';

/** The learner's sets, newest first: one in progress continues, a finished one opens its result. */
export function PracticeSetsList({ sets }: { sets: PracticeSet[] }) {
  const { t } = useTranslation('practice');
  return (
    <ul className="list-group shadow-sm">
      {sets.map((set) => {
        const running = set.status === 'in_progress';
        return (
          <li
            key={set.attemptId}
            className="list-group-item d-flex flex-wrap align-items-center gap-2 py-3"
            data-testid="practice-set"
          >
            <div className="me-auto practice-set-text">
              <div className="fw-semibold text-break" lang={textLang(set.title)}>
                {set.title}
              </div>
              <div className="small text-body-secondary">
                {t(`mode.${set.mode}`)} ·{' '}
                {t('sets.questions', {
                  count: set.questionCount,
                  n: formatNumber(set.questionCount),
                })}{' '}
                ·{' '}
                <time dateTime={set.startedAt} title={formatDateTime(set.startedAt)}>
                  {relativeTime(set.startedAt)}
                </time>
              </div>
            </div>
            <div className="d-flex align-items-center gap-3 ms-auto">
              {running || set.score === null ? (
                <span className="badge text-bg-warning">{t('sets.inProgress')}</span>
              ) : (
                <span className="text-nowrap">
                  <strong>{formatNumber(set.score)}</strong> / {formatNumber(set.maxScore)}
                </span>
              )}
              {running ? (
                <Link
                  className="btn btn-sm btn-primary"
                  to={practiceRoute.exam(set.examId, set.attemptId)}
                  aria-label={t('sets.continueLabel', { title: set.title })}
                >
                  {t('sets.continue')}
                </Link>
              ) : (
                <Link
                  className="btn btn-sm btn-outline-primary"
                  to={practiceRoute.result(set.examId, set.attemptId)}
                  aria-label={t('sets.resultLabel', { title: set.title })}
                >
                  {t('sets.result')}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
