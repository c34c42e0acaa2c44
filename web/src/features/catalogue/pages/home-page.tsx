import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { useAccessSlots } from '@/components/access/access-slots';
import { MyCoursesLink } from '@/components/my-courses-link';
import { MyTestsLink } from '@/components/my-tests-link';
import { StandingLink } from '@/components/standing-link';
import { StaffConsoleLink } from '@/components/staff-console-link';
import { useStoredUser } from '@/lib/session';
import { useCategories } from '@/lib/api/get-categories';
import { QueryError } from '@/components/query-error';
import { useLearnerTarget } from '../api/get-learner-target';
import { CategoryLevels } from '../components/category-levels';
import { ContinueLearning, useContinueLearningData } from '../components/continue-learning';
import { UpcomingLive } from '../components/upcoming-live';
import { LatestAffairs } from '../components/latest-affairs';
import { PracticeCard } from '../components/practice-card';
import { DailyCard } from '../components/daily-card';
import { useDailyToday } from '../api/get-daily-today';

/** `/`: continue learning, the exams and levels, upcoming live classes, and current affairs. */
export default function HomePage() {
  const { t } = useTranslation('catalogue');
  const user = useStoredUser();
  const target = useLearnerTarget();
  const categories = useCategories();
  const targetCategoryId = target.data?.targetCategoryId ?? null;
  const continued = useContinueLearningData(target.data);
  const daily = useDailyToday();
  const withCourses = categories.data?.filter((c) => c.levels.length > 0) ?? [];
  // The sections appear together: one arriving late would push the others down the screen.
  const pending = target.isPending || continued.pending || categories.isPending || daily.isPending;
  const { CodeEntry } = useAccessSlots();

  return (
    <div className="d-flex flex-column gap-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h1 className="h3 mb-0">
          {user?.name ? t('home.welcomeBack', { name: user.name }) : t('home.welcome')}
        </h1>
        <div className="d-flex flex-wrap gap-2">
          <StaffConsoleLink className="btn btn-primary btn-sm" />
          <MyCoursesLink className="btn btn-outline-primary btn-sm" />
          <MyTestsLink className="btn btn-outline-primary btn-sm" />
          <StandingLink className="btn btn-outline-primary btn-sm" />
          <Link className="btn btn-outline-primary btn-sm" to="/profile">
            {t('home.manageProfile')}
          </Link>
        </div>
      </div>
      <CodeEntry collapsed />
      {pending ? (
        <Loading />
      ) : (
        <>
          <HomeSection id="continue" title={t('home.continue')}>
            <ContinueLearning data={continued} />
          </HomeSection>

          {daily.data && <DailyCard today={daily.data} />}
          <PracticeCard />

          <HomeSection id="exams" title={t('home.exams')}>
            {categories.error ? (
              <QueryError
                error={categories.error}
                retry={() => void categories.refetch()}
                what={t('what.categories')}
              />
            ) : withCourses.length === 0 ? (
              <EmptyState />
            ) : (
              <CategoryLevels
                categories={withCourses}
                target={{
                  categoryId: targetCategoryId,
                  levelId: target.data?.targetLevelId ?? null,
                }}
              />
            )}
          </HomeSection>

          <div className="row g-4">
            <div className="col-lg-6">
              <HomeSection id="live" title={t('home.live')}>
                <UpcomingLive />
              </HomeSection>
            </div>
            <div className="col-lg-6">
              <HomeSection id="affairs" title={t('home.affairs')}>
                <LatestAffairs categoryId={targetCategoryId} />
              </HomeSection>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`home-${id}`}>
      <h2 id={`home-${id}`} className="h5 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}
