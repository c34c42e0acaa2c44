import { Trans, useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { useContinueLearning } from '../api/get-continue-learning';
import { useCategoryLevelCourses } from '../api/get-category-level-courses';
import type { LearnerTarget } from '../api/get-learner-target';
import { CategoryLevelName } from './category-level-name';
import { useClassesInProgress } from '../api/get-classes-in-progress';
import { ClassesInProgress } from './classes-in-progress';
import { CourseGrid } from './course-card';

const SUGGESTIONS = 6;

/**
 * Courses the learner has started and, before any, suggestions from the exam chosen in the
 * profile. `pending` holds until both are known, so the page can lay out once.
 */
export function useContinueLearningData(target: LearnerTarget | undefined) {
  const started = useContinueLearning();
  const classes = useClassesInProgress();
  const catId = target?.targetCategoryId ?? null;
  const levelId = target?.targetLevelId ?? null;
  const suggest = catId !== null && levelId !== null && started.data?.length === 0;
  const suggested = useCategoryLevelCourses(catId ?? 0, levelId ?? 0, suggest);
  return {
    started,
    classes,
    suggested: suggest ? suggested : null,
    pending: started.isPending || classes.isPending || (suggest && suggested.isPending),
  };
}

/**
 * Classes in progress, then started courses; otherwise suggestions for the learner's exam;
 * otherwise an empty state. Shown once `useContinueLearningData` is no longer pending.
 */
export function ContinueLearning({ data }: { data: ReturnType<typeof useContinueLearningData> }) {
  // A class in progress comes first; a failure to list them leaves the courses as they are.
  const classes = data.classes.data ?? [];
  return (
    <>
      <ClassesInProgress classes={classes} />
      <StartedCourses data={data} hasClasses={classes.length > 0} />
    </>
  );
}

function StartedCourses({
  data: { started, suggested },
  hasClasses,
}: {
  data: ReturnType<typeof useContinueLearningData>;
  hasClasses: boolean;
}) {
  const { t } = useTranslation('catalogue');
  if (started.error)
    return (
      <QueryError
        error={started.error}
        retry={() => void started.refetch()}
        what={t('what.courses')}
      />
    );
  if (started.data && started.data.length > 0) return <CourseGrid courses={started.data} />;
  if (suggested?.data && suggested.data.courses.length > 0) {
    const { category, level, courses } = suggested.data;
    return (
      <>
        <p className="text-body-secondary">
          <Trans
            t={t}
            i18nKey="continue.suggested"
            components={{
              exam: (
                <span className="fw-semibold text-body">
                  <CategoryLevelName category={category} level={level} />
                </span>
              ),
            }}
          />
        </p>
        <CourseGrid courses={courses.slice(0, SUGGESTIONS)} />
      </>
    );
  }
  return hasClasses ? null : <EmptyState text={t('continue.none')} />;
}
