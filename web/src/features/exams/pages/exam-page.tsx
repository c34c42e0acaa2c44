import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useHoldSession } from '@/lib/session-expiry';
import { useCheckedAnswers } from '../api/get-checked-answers';
import { usePaper } from '../api/get-paper';
import { ExamScreen } from '../components/exam-screen';
import { FullWidthLoad } from '../components/full-width-load';
import { newHolderId } from '../lib/attempt-holder';
import { examRoute } from '../lib/exam-paths';
import '../components/exams.css';

/** /exampage/{examId}/{attemptId}: full width, no top bar (the shell hides it here). */
export default function ExamPage() {
  const { id = '', attemptId = '' } = useParams();
  // An ended session never leaves the test: signing in again happens over it (the shell's dialog).
  useHoldSession();
  // Each opening of the page takes the attempt over (the newest tab or device holds it).
  const [holderId] = useState(newHolderId);
  const paper = usePaper(id, attemptId, holderId);
  // A learn-mode practice set shows the questions checked so far as checked from the first paint.
  const learn = paper.data?.practiceMode === 'learn' && paper.data.status === 'in_progress';
  const checks = useCheckedAnswers(attemptId, learn);
  if (paper.isPending || paper.error) return <FullWidthLoad query={paper} />;
  // Ended already (submitted elsewhere, or the time ran out while away): show how it ended.
  if (paper.data.status !== 'in_progress')
    return <Navigate to={examRoute.end(id, attemptId)} replace />;
  if (learn && (checks.isPending || checks.error)) return <FullWidthLoad query={checks} />;
  return <ExamScreen key={attemptId} examId={id} paper={paper.data} holderId={holderId} />;
}
