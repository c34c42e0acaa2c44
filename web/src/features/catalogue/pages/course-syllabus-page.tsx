import { useParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { useCourse } from '../api/get-course';
import { useSyllabus } from '../api/get-syllabus';
import { catalogueRoute, parseId } from '../lib/paths';
import { SyllabusList } from '../components/syllabus-list';

/** /coursesyllabus/{id}: the course's syllabus, unit by unit with its topics. */
export default function CourseSyllabusPage() {
  const id = parseId(useParams().id);
  const course = useCourse(id);
  const syllabus = useSyllabus(id);
  if (id === null) return <NotFound what="Course" />;
  if (course.isPending || syllabus.isPending) return <Loading />;
  if (course.error)
    return <QueryError error={course.error} retry={() => void course.refetch()} what="Course" />;
  if (syllabus.error)
    return (
      <QueryError error={syllabus.error} retry={() => void syllabus.refetch()} what="Syllabus" />
    );
  return (
    <section aria-labelledby="syllabus-page-title">
      <Breadcrumbs
        trail={[{ label: course.data.course_name, to: catalogueRoute.course(id) }]}
        current="Syllabus"
      />
      <h1 id="syllabus-page-title" className="h3 mb-1">
        Syllabus
      </h1>
      <p className="text-body-secondary mb-4">
        {course.data.course_name} · {syllabus.data.length} units
      </p>
      {syllabus.data.length === 0 ? (
        <EmptyState />
      ) : (
        <SyllabusList courseId={id} units={syllabus.data} />
      )}
    </section>
  );
}
