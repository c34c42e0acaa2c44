import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { useCategoryLevelCourses } from '../api/get-category-level-courses';
import { parseId } from '../lib/paths';
import { CourseGrid } from '../components/course-card';
import { NotFound, QueryFailure } from '../components/query-failure';

/** /progress/{catId}/{levelId}: the courses of a category and level with the learner's progress. */
export default function ProgressPage() {
  const params = useParams();
  const catId = parseId(params.catId);
  const levelId = parseId(params.levelId);
  const valid = catId !== null && levelId !== null;
  const { data, error, isPending, refetch } = useCategoryLevelCourses(
    catId ?? 0,
    levelId ?? 0,
    valid,
  );
  if (!valid) return <NotFound what="Category or level" />;
  if (isPending) return <Loading />;
  if (error)
    return <QueryFailure error={error} retry={() => void refetch()} what="Category or level" />;
  return (
    <section aria-labelledby="progress-title">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb small">
          <li className="breadcrumb-item">
            <Link to="/">Home</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {data.category.name} · {data.level.name}
          </li>
        </ol>
      </nav>
      <h1 id="progress-title" className="h3 mb-1">
        {data.category.name} · {data.level.name}
      </h1>
      <p className="text-body-secondary mb-4">Your progress in each course of this level.</p>
      {data.courses.length === 0 ? <EmptyState /> : <CourseGrid courses={data.courses} />}
    </section>
  );
}
