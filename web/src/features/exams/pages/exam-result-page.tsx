import { useParams } from 'react-router';
import { ResultLoader } from '../components/result-loader';
import { examRoute } from '../lib/exam-paths';
import '../components/exams.css';

/** /examresult/{examId}/{attemptId}: full width, no container. */
export default function ExamResultPage() {
  const { id = '', attemptId = '' } = useParams();
  return (
    <div className="px-3 px-lg-5 py-4">
      <ResultLoader attemptId={attemptId} resumeTo={examRoute.exam(id, attemptId)} />
    </div>
  );
}
