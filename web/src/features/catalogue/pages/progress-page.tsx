import type { ReactNode } from 'react';
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

/**
 * /progress/{catId}/{levelId}: where the learner stands in a category and level (decision 027).
 * The figures across everything they have done come from the app (`standing`: features never
 * import each other); the courses of the level with the learner's progress are a section of it.
 */
export function ProgressScreen({ standing }: { standing?: (levelId: number) => ReactNode }) {
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
    <section aria-labelledby="progress-title" className="d-flex flex-column gap-4">
      <div>
        <Breadcrumbs current={categoryLevelText(category, level, language)} />
        <h1 id="progress-title" className="h3 mb-1">
          <span className="d-block fs-6 text-body-secondary fw-normal mb-1">
            <CategoryLevelName category={category} level={level} />
          </span>
          {t('progress.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('progress.pageIntro')}</p>
      </div>
      {standing?.(level.id)}
      <section aria-labelledby="progress-courses">
        <h2 id="progress-courses" className="h5 mb-3">
          {t('progress.courses')}
        </h2>
        {courses.length === 0 ? <EmptyState /> : <CourseGrid courses={courses} heading="h3" />}
      </section>
    </section>
  );
}

export default function ProgressPage() {
  return <ProgressScreen />;
}
