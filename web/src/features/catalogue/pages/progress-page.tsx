import { useParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { useCategoryLevelCourses } from '../api/get-category-level-courses';
import { parseId } from '../lib/paths';
import { CourseGrid } from '../components/course-card';

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
    return <QueryError error={error} retry={() => void refetch()} what="Category or level" />;
  return (
    <section aria-labelledby="progress-title">
      <Breadcrumbs current={`${data.category.name} · ${data.level.name}`} />
      <h1 id="progress-title" className="h3 mb-1">
        {data.category.name} · {data.level.name}
      </h1>
      <p className="text-body-secondary mb-4">Your progress in each course of this level.</p>
      {data.courses.length === 0 ? <EmptyState /> : <CourseGrid courses={data.courses} />}
    </section>
  );
}
