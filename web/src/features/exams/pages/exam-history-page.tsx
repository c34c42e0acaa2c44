import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { useExamHistory } from '../api/get-exam-history';
import { ExamFacts } from '../components/exam-facts';
import { HistoryTable } from '../components/history-table';
import { examRoute } from '../lib/exam-paths';
import { formatScore, textLang } from '../lib/format';
import { DemoBadge } from '@/components/demo-badge';

/** /examhistory/{examId}: every attempt of one exam with scores and dates. */
export default function ExamHistoryPage() {
  const { t } = useTranslation('exams');
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useExamHistory(id);
  if (isPending) return <Loading />;
  if (error) return <QueryError error={error} retry={() => void refetch()} />;
  const { exam, attempts } = data;
  const best = attempts.reduce<number | null>(
    (b, a) => (a.score !== null && (b === null || a.score > b) ? a.score : b),
    null,
  );
  return (
    <section aria-labelledby="history-title">
      <p className="text-body-secondary small mb-1">{t('history.kicker')}</p>
      <h1 id="history-title" className="h3 mb-2">
        <span lang={textLang(exam.title)}>{exam.title}</span>{' '}
        <DemoBadge show={exam.isDemo} className="align-middle fs-6" />
      </h1>
      <ExamFacts exam={exam} />
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        {best !== null && (
          <span>
            {t('history.best')} <strong>{formatScore(best)}</strong> / {formatScore(exam.maxScore)}
          </span>
        )}
        <span className="text-body-secondary">
          {exam.maxAttempts === null
            ? t('history.attempts', { count: exam.attemptsUsed })
            : t('history.attemptsOf', { count: exam.attemptsUsed, max: exam.maxAttempts })}
        </span>
        <span className="ms-auto d-flex gap-2">
          <Link
            className="btn btn-outline-secondary btn-sm"
            to={examRoute.mockTests(exam.courseId)}
          >
            {exam.courseId === null ? t('end.backToPractice') : t('result.allMockTests')}
          </Link>
          {exam.kind !== 'practice' &&
            exam.attempt.status !== 'in_progress' &&
            exam.availability === 'open' &&
            (exam.maxAttempts === null || exam.attemptsUsed < exam.maxAttempts) && (
              <Link className="btn btn-primary btn-sm" to={examRoute.instructions(exam.id)}>
                {t('history.again')}
              </Link>
            )}
        </span>
      </div>
      {attempts.length === 0 ? (
        <EmptyState />
      ) : (
        <HistoryTable examId={exam.id} attempts={attempts} />
      )}
    </section>
  );
}
