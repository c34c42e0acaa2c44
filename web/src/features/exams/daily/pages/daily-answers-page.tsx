import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { parseId } from '@/lib/route-id';
import { QuestionReview } from '../../components/question-review';
import { examRoute } from '../../lib/exam-paths';
import { useDailyAnswers } from '../api/get-daily-answers';
import { dayLabel } from '../lib/day';
import '../../components/exams.css';

/** /daily/{examId}/answers: a closed day's questions with their keys and explanations. */
export default function DailyAnswersPage() {
  const examId = parseId(useParams().examId);
  return examId === null ? <NotFound /> : <Answers examId={examId} />;
}

function Answers({ examId }: { examId: number }) {
  const { t } = useTranslation('daily');
  const answers = useDailyAnswers(examId);
  if (answers.isPending) return <Loading />;
  if (answers.error)
    return <QueryError error={answers.error} retry={() => void answers.refetch()} />;
  return (
    <div className="d-flex flex-column gap-3">
      <header>
        <h1 className="h3 mb-2">{t('answers.title', { date: dayLabel(answers.data.day) })}</h1>
        <Link className="btn btn-sm btn-outline-primary" to={examRoute.daily()}>
          {t('answers.back')}
        </Link>
      </header>
      <QuestionReview review={answers.data.questions} />
    </div>
  );
}
