import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { errorStatus } from '@/lib/api-client';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { QueryError } from '@/components/query-error';
import { useRecordedClass } from '../api/get-recorded-class';
import { useRecordedClassExams } from '../api/get-recorded-class-exams';
import { ExamList } from '../components/exam-list';

/** /examrecordedclass/{id}: the exams attached to one recorded class, under the class's name. */
export default function ExamRecordedClassPage() {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useRecordedClassExams(id);
  // The class names the page and leads back; the list stands without it.
  const item = useRecordedClass(id).data;
  const title = item && inLanguage(item.title, item.titleMl, language);
  let body;
  if (isPending) body = <Loading />;
  // No exams attached (or none published for this class yet) reads as an empty list.
  else if (errorStatus(error) === 404) body = <EmptyState />;
  else if (error) body = <QueryError error={error} retry={() => void refetch()} />;
  else body = <ExamList exams={data} />;
  return (
    <section aria-labelledby="class-exams-title">
      {item && title && (
        <Breadcrumbs
          trail={[
            { label: item.course.course_name, to: `/courses/${item.course.id}` },
            {
              label: <span lang={title.lang}>{title.value}</span>,
              to: `/courseclassvideo/${item.unit.syllabus_id}/${item.id}`,
            },
          ]}
          current={t('recordedClass.title')}
        />
      )}
      <h1 id="class-exams-title" className="h3 mb-1">
        {t('recordedClass.title')}
      </h1>
      {title && (
        <p className="text-body-secondary mb-3" lang={title.lang}>
          {title.value}
        </p>
      )}
      {body}
    </section>
  );
}
