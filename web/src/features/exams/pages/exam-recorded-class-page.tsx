import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { errorStatus } from '@/lib/api-client';
import { QueryError } from '@/components/query-error';
import { useRecordedClassExams } from '../api/get-recorded-class-exams';
import { ExamList } from '../components/exam-list';

/** /examrecordedclass/{id}: the exams attached to one recorded class. */
export default function ExamRecordedClassPage() {
  const { t } = useTranslation('exams');
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useRecordedClassExams(id);
  let body;
  if (isPending) body = <Loading />;
  // No exams attached (or none published for this class yet) reads as an empty list.
  else if (errorStatus(error) === 404) body = <EmptyState />;
  else if (error) body = <QueryError error={error} retry={() => void refetch()} />;
  else body = <ExamList exams={data} />;
  return (
    <section aria-labelledby="class-exams-title">
      <h1 id="class-exams-title" className="h3 mb-3">
        {t('recordedClass.title')}
      </h1>
      {body}
    </section>
  );
}
