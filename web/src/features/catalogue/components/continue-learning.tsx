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
 * Courses the learner has started, then the courses of the exam chosen in the profile that they
 * have not started (all of them, before any is started). `pending` holds until both are known, so the page can lay out once.
 */
export function useContinueLearningData(target: LearnerTarget | undefined) {
  const started = useContinueLearning();
  const classes = useClassesInProgress();
  const catId = target?.targetCategoryId ?? null;
  const levelId = target?.targetLevelId ?? null;
  // Always read: a course published in the learner's exam after they started others is news too.
  const suggest = catId !== null && levelId !== null;
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
  const begun = started.data ?? [];
  const begunIds = new Set(begun.map((c) => c.id));
  const fresh = suggested?.data?.courses.filter((c) => !begunIds.has(c.id)) ?? [];
  if (begun.length === 0 && fresh.length === 0)
    return hasClasses ? null : <EmptyState text={t('continue.none')} />;
  return (
    <>
      {begun.length > 0 && <CourseGrid courses={begun} />}
      {suggested?.data && fresh.length > 0 && (
        <div className={begun.length > 0 ? 'mt-4' : undefined} data-testid="suggested-courses">
          <p className="text-body-secondary">
            <Trans
              t={t}
              i18nKey={begun.length > 0 ? 'continue.more' : 'continue.suggested'}
              components={{
                exam: (
                  <span className="fw-semibold text-body">
                    <CategoryLevelName
                      category={suggested.data.category}
                      level={suggested.data.level}
                    />
                  </span>
                ),
              }}
            />
          </p>
          <CourseGrid courses={fresh.slice(0, SUGGESTIONS)} />
        </div>
      )}
    </>
  );
}
