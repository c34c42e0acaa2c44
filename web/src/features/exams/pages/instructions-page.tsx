import { useParams } from 'react-router';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { useExam } from '../api/get-exam';
import { InstructionsView } from '../components/instructions-view';
import '../components/exams.css';

/** /instructions/{examId}: full width, no container (the shell's rule for this screen). */
export default function InstructionsPage() {
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useExam(id);
  if (isPending) return <Loading />;
  if (error)
    return (
      <div className="p-3 p-lg-5">
        <QueryError error={error} retry={() => void refetch()} />
      </div>
    );
  return <InstructionsView exam={data} />;
}
