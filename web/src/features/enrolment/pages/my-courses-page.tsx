import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyCourse } from '@pariksha/contracts/enrolment';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { formatDate } from '@/lib/format';
import { useMyCourses } from '../api/get-my-courses';
import { CodeEntry } from '../components/code-entry';
import { enrolmentRoute } from '../lib/paths';
import '../components/enrolment.css';

/** /mycourses: each course the learner holds, with its access, and where to enter a code. */
export default function MyCoursesPage() {
  const { t } = useTranslation('enrolment');
  const courses = useMyCourses();
  return (
    <section aria-labelledby="my-courses-title">
      <h1 id="my-courses-title" className="h3 mb-3">
        {t('mine.title')}
      </h1>
      {courses.isPending ? (
        <Loading />
      ) : courses.error ? (
        <QueryError error={courses.error} retry={() => void courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <EmptyState text={t('mine.none')} />
      ) : (
        <ul className="list-group mb-4">
          {courses.data.map((c) => (
            <MyCourseItem key={c.id} course={c} />
          ))}
        </ul>
      )}
      <section aria-labelledby="my-courses-code" className="card card-body">
        <h2 id="my-courses-code" className="h5">
          {t('code.have')}
        </h2>
        <CodeEntry />
      </section>
    </section>
  );
}

function MyCourseItem({ course }: { course: MyCourse }) {
  const { t } = useTranslation('enrolment');
  const access =
    course.access === 'enrolled'
      ? course.until
        ? t('mine.until', { date: formatDate(course.until) })
        : t('mine.noEnd')
      : t(`mine.access.${course.access}`);
  return (
    <li className="list-group-item d-flex gap-3 align-items-center">
      <img
        src={course.course_image}
        alt=""
        width={96}
        height={54}
        className="my-course-image rounded"
      />
      <div className="my-course-text">
        <Link to={enrolmentRoute.course(course.id)} className="fw-semibold text-break">
          {course.course_name}
        </Link>
        <div className="small text-body-secondary">{access}</div>
      </div>
    </li>
  );
}
