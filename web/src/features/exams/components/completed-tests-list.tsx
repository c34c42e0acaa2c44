import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { relativeTime } from '@/lib/format';
import { QueryError } from '@/components/query-error';
import { useCompletedTests } from '../api/get-completed-tests';
import { examRoute } from '../lib/exam-paths';
import { formatPercent, formatScore, localDateTime } from '../lib/format';

/** Every finished attempt of the learner, newest first, each opening its result. */
export function CompletedTestsList() {
  const { data, error, isPending, refetch } = useCompletedTests();
  if (isPending) return <Loading />;
  if (error) return <QueryError error={error} retry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState />;
  return (
    <ul className="list-group shadow-sm">
      {data.map((t) => (
        <li
          key={t.attemptId}
          className="list-group-item d-flex flex-wrap align-items-center gap-2 py-3"
        >
          <div className="me-auto">
            <Link className="fw-semibold" to={examRoute.completedResult(t.attemptId)}>
              {t.examTitle}
            </Link>
            <div className="small text-body-secondary">
              {t.courseName} ·{' '}
              <time dateTime={t.endedAt} title={localDateTime(t.endedAt)}>
                {relativeTime(t.endedAt)}
              </time>
              {t.status === 'expired' && ' · time over'}
            </div>
          </div>
          <div className="text-end ms-auto">
            <div>
              <strong>{formatScore(t.score)}</strong> / {formatScore(t.maxScore)}
            </div>
            <div className="small text-body-secondary">{formatPercent(t.accuracy)} accuracy</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
