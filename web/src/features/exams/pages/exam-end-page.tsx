import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/loading';
import { errorStatus } from '@/lib/api-client';
import { QueryError } from '@/components/query-error';
import { useExamResult } from '../api/get-exam-result';
import { EndSummary } from '../components/end-summary';
import { forgetAttempt } from '../lib/attempt-storage';
import { examRoute } from '../lib/exam-paths';
import '../components/exams.css';

/** /examend/{examId}/{attemptId}: submitted or time over, a summary, and the way to the result. */
export default function ExamEndPage() {
  const { t } = useTranslation('exams');
  const { id = '', attemptId = '' } = useParams();
  const { data, error, isPending, refetch } = useExamResult(attemptId);
  const timeRanOut = (useLocation().state as { reason?: string } | null)?.reason === 'expired';
  useEffect(() => {
    if (data) forgetAttempt(attemptId);
  }, [data, attemptId]);
  let body;
  if (isPending) body = <Loading />;
  else if (errorStatus(error) === 409)
    body = (
      <div className="alert alert-info">
        {t('end.stillRunning')} <Link to={examRoute.exam(id, attemptId)}>{t('submit.back')}</Link>
      </div>
    );
  else if (error) body = <QueryError error={error} retry={() => void refetch()} />;
  else body = <EndSummary summary={data} timeRanOut={timeRanOut} />;
  return <div className="px-3 px-lg-5 py-5">{body}</div>;
}
