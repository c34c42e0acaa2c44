import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { useLanguage } from '@/lib/language';
import { useCategoryLevelCourses } from '../api/get-category-level-courses';
import { parseId } from '../lib/paths';
import { CategoryLevelName, categoryLevelText } from '../components/category-level-name';
import { CourseGrid } from '../components/course-card';

/** /progress/{catId}/{levelId}: the courses of a category and level with the learner's progress. */
export default function ProgressPage() {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const params = useParams();
  const catId = parseId(params.catId);
  const levelId = parseId(params.levelId);
  const valid = catId !== null && levelId !== null;
  const { data, error, isPending, refetch } = useCategoryLevelCourses(
    catId ?? 0,
    levelId ?? 0,
    valid,
  );
  if (!valid) return <NotFound what={t('what.categoryLevel')} />;
  if (isPending) return <Loading />;
  if (error)
    return <QueryError error={error} retry={() => void refetch()} what={t('what.categoryLevel')} />;
  const { category, level, courses } = data;
  return (
    <section aria-labelledby="progress-title">
      <Breadcrumbs current={categoryLevelText(category, level, language)} />
      <h1 id="progress-title" className="h3 mb-1">
        <CategoryLevelName category={category} level={level} />
      </h1>
      <p className="text-body-secondary mb-4">{t('progress.pageIntro')}</p>
      {courses.length === 0 ? <EmptyState /> : <CourseGrid courses={courses} heading="h2" />}
    </section>
  );
}
