import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { formatNumber } from '@/lib/format';
import { useCourse } from '../api/get-course';
import { useSyllabus } from '../api/get-syllabus';
import { catalogueRoute, parseId } from '../lib/paths';
import { SyllabusList } from '../components/syllabus-list';

/** /coursesyllabus/{id}: the course's syllabus, unit by unit with its topics. */
export default function CourseSyllabusPage() {
  const { t } = useTranslation('catalogue');
  const id = parseId(useParams().id);
  const course = useCourse(id);
  const syllabus = useSyllabus(id);
  if (id === null) return <NotFound what={t('what.course')} />;
  if (course.isPending || syllabus.isPending) return <Loading />;
  if (course.error)
    return (
      <QueryError
        error={course.error}
        retry={() => void course.refetch()}
        what={t('what.course')}
      />
    );
  if (syllabus.error)
    return (
      <QueryError
        error={syllabus.error}
        retry={() => void syllabus.refetch()}
        what={t('what.syllabus')}
      />
    );
  const units = syllabus.data.length;
  return (
    <section aria-labelledby="syllabus-page-title">
      <Breadcrumbs
        trail={[{ label: course.data.course_name, to: catalogueRoute.course(id) }]}
        current={t('syllabus.title')}
      />
      <h1 id="syllabus-page-title" className="h3 mb-1">
        {t('syllabus.title')}
      </h1>
      <p className="text-body-secondary mb-4">
        {course.data.course_name} · {t('sections.units', { count: units, n: formatNumber(units) })}
      </p>
      {units === 0 ? <EmptyState /> : <SyllabusList courseId={id} units={syllabus.data} />}
    </section>
  );
}
