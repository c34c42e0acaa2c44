import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { namesNothing, QueryError } from '@/components/query-error';
import { useCourseExams } from '../api/get-course-exams';
import { CompletedTestsList } from '../components/completed-tests-list';
import { ExamList } from '../components/exam-list';
import { examRoute } from '../lib/exam-paths';

/** /mocktest/{courseId}: the course's mock tests, and (second tab) the learner's completed tests. */
export default function MockTestListPage() {
  const { t } = useTranslation('exams');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const tab = search.get('tab') === 'completed' ? 'completed' : 'tests';
  const exams = useCourseExams(id);
  // A course that does not exist has no tests and no completed tests: the page names nothing.
  if (namesNothing(exams.error)) return <NotFound what={t('what.course')} />;
  return (
    <section aria-labelledby="mock-tests-title">
      <h1 id="mock-tests-title" className="h3 mb-3">
        {t('list.title')}
      </h1>
      <nav aria-label={t('list.tabs')} className="mb-3">
        <ul className="nav nav-tabs">
          <li className="nav-item">
            <Link
              className={`nav-link${tab === 'tests' ? ' active' : ''}`}
              aria-current={tab === 'tests' ? 'page' : undefined}
              to={examRoute.mockTests(id)}
              replace
            >
              {t('list.courseTests')}
            </Link>
          </li>
          <li className="nav-item">
            <Link
              className={`nav-link${tab === 'completed' ? ' active' : ''}`}
              aria-current={tab === 'completed' ? 'page' : undefined}
              to={examRoute.completedTests(id)}
              replace
            >
              {t('list.completed')}
            </Link>
          </li>
        </ul>
      </nav>
      {tab === 'tests' ? <CourseTests exams={exams} /> : <CompletedTestsList />}
    </section>
  );
}

function CourseTests({ exams }: { exams: ReturnType<typeof useCourseExams> }) {
  const { data, error, isPending, refetch } = exams;
  if (isPending) return <Loading />;
  if (error) return <QueryError error={error} retry={() => void refetch()} />;
  return <ExamList exams={data} />;
}
