import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { useCourse } from '../api/get-course';
import { useSyllabus } from '../api/get-syllabus';
import { catalogueRoute, parseId } from '../lib/paths';
import { SyllabusList } from '../components/syllabus-list';
import { NotFound, QueryFailure } from '../components/query-failure';

/** /coursesyllabus/{id}: the course's syllabus, unit by unit with its topics. */
export default function CourseSyllabusPage() {
  const id = parseId(useParams().id);
  const course = useCourse(id);
  const syllabus = useSyllabus(id);
  if (id === null) return <NotFound what="Course" />;
  if (course.isPending || syllabus.isPending) return <Loading />;
  if (course.error)
    return <QueryFailure error={course.error} retry={() => void course.refetch()} what="Course" />;
  if (syllabus.error)
    return (
      <QueryFailure error={syllabus.error} retry={() => void syllabus.refetch()} what="Syllabus" />
    );
  return (
    <section aria-labelledby="syllabus-page-title">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb small">
          <li className="breadcrumb-item">
            <Link to="/">Home</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to={catalogueRoute.course(id)}>{course.data.course_name}</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            Syllabus
          </li>
        </ol>
      </nav>
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
