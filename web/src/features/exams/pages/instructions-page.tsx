import { useParams } from 'react-router';
import { useExam } from '../api/get-exam';
import { FullWidthLoad } from '../components/full-width-load';
import { InstructionsView } from '../components/instructions-view';
import '../components/exams.css';

/** /instructions/{examId}: full width, no container (the shell's rule for this screen). */
export default function InstructionsPage() {
  const { id = '' } = useParams();
  const exam = useExam(id);
  if (exam.isPending || exam.error) return <FullWidthLoad query={exam} />;
  return <InstructionsView exam={exam.data} />;
}
