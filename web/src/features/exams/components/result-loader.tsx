import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/loading';
import { errorStatus } from '@/lib/api-client';
import { QueryError } from '@/components/query-error';
import { useExamResult } from '../api/get-exam-result';
import { ResultView } from './result-view';

/** Loads a result; an attempt still running says so and offers to go back to it. */
export function ResultLoader({ attemptId, resumeTo }: { attemptId: string; resumeTo?: string }) {
  const { t } = useTranslation('exams');
  const { data, error, isPending, refetch } = useExamResult(attemptId);
  if (isPending) return <Loading />;
  if (errorStatus(error) === 409)
    return (
      <div className="alert alert-info">
        {t('result.stillRunning')}
        {resumeTo && (
          <>
            {' '}
            <Link to={resumeTo}>{t('submit.back')}</Link>
          </>
        )}
      </div>
    );
  if (error) return <QueryError error={error} retry={() => void refetch()} />;
  return <ResultView result={data} />;
}
