import { Navigate, useParams } from 'react-router';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { usePaper } from '../api/get-paper';
import { ExamScreen } from '../components/exam-screen';
import { examRoute } from '../lib/exam-paths';
import '../components/exams.css';

/** /exampage/{examId}/{attemptId}: full width, no top bar (the shell hides it here). */
export default function ExamPage() {
  const { id = '', attemptId = '' } = useParams();
  const { data, error, isPending, refetch } = usePaper(id, attemptId);
  if (isPending) return <Loading />;
  if (error)
    return (
      <div className="p-3 p-lg-5">
        <QueryError error={error} retry={() => void refetch()} />
      </div>
    );
  // Ended already (submitted elsewhere, or the time ran out while away): show how it ended.
  if (data.status !== 'in_progress') return <Navigate to={examRoute.end(id, attemptId)} replace />;
  return <ExamScreen key={attemptId} examId={id} paper={data} />;
}
