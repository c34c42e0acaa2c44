import { useParams } from 'react-router';
import { ResultLoader } from '../components/result-loader';
import '../components/exams.css';

/** /completedTestResult/{attemptId}: a finished attempt's result, the same view as the exam result. */
export default function CompletedTestResultPage() {
  const { attemptId = '' } = useParams();
  return <ResultLoader attemptId={attemptId} />;
}
