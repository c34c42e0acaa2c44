import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { formatDateTime, relativeTime } from '@/lib/format';
import { useCompletedTests } from '../api/get-completed-tests';
import { examRoute } from '../lib/exam-paths';
import { formatPercent, formatScore, textLang } from '../lib/format';

/** Every finished attempt of the learner, newest first, each opening its result. */
export function CompletedTestsList({ empty }: { empty?: string }) {
  const { t } = useTranslation('exams');
  const { data, error, isPending, refetch } = useCompletedTests();
  if (isPending) return <Loading />;
  if (error) return <QueryError error={error} retry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState text={empty} />;
  return (
    <ul className="list-group shadow-sm">
      {data.map((test) => (
        <li
          key={test.attemptId}
          className="list-group-item d-flex flex-wrap align-items-center gap-2 py-3"
        >
          <div className="me-auto">
            <Link
              className="fw-semibold"
              to={examRoute.completedResult(test.attemptId)}
              lang={textLang(test.examTitle)}
            >
              {test.examTitle}
            </Link>
            <div className="small text-body-secondary">
              {test.kind === 'practice' ? (
                t('completed.practice')
              ) : (
                <span lang={textLang(test.courseName)}>{test.courseName}</span>
              )}{' '}
              ·{' '}
              <time dateTime={test.endedAt} title={formatDateTime(test.endedAt)}>
                {relativeTime(test.endedAt)}
              </time>
              {test.status === 'expired' && ` · ${t('completed.timeOver')}`}
            </div>
          </div>
          <div className="text-end ms-auto">
            <div>
              <strong>{formatScore(test.score)}</strong> / {formatScore(test.maxScore)}
            </div>
            <div className="small text-body-secondary">
              {t('completed.accuracy', { accuracy: formatPercent(test.accuracy) })}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
