import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { LiveClassSummary } from '@pariksha/contracts/live';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { errorStatus } from '@/lib/api-client';
import { useLiveClassesOfCourse } from '../api/get-live-classes-of-course';
import { LiveClassCard } from '../components/live-class-card';
import { liveRoute, parseId } from '../lib/paths';
import '../components/live.css';

const GROUPS = ['live', 'upcoming', 'ended'] as const;

/** /liveclass/{id}: a course's live classes — live now, upcoming (soonest first), ended. */
export default function LiveClassListPage() {
  const { t } = useTranslation('live');
  const courseId = parseId(useParams().id);
  const query = useLiveClassesOfCourse(courseId);
  if (courseId === null) return <NotFound what={t('what.course')} />;
  if (query.isPending) return <Loading />;
  if (errorStatus(query.error) === 404) return <NotFound what={t('what.course')} />;
  if (query.error)
    return (
      <QueryError error={query.error} retry={() => void query.refetch()} what={t('what.course')} />
    );
  const { course } = query.data;
  return (
    <section aria-labelledby="live-title">
      <Breadcrumbs
        trail={[{ label: course.course_name, to: liveRoute.course(course.id) }]}
        current={t('title')}
      />
      <h1 id="live-title" className="h3 mb-1">
        {t('title')}
      </h1>
      <p className="text-body-secondary mb-4">{t('of', { course: course.course_name })}</p>
      {GROUPS.map((group) => {
        const items: LiveClassSummary[] = query.data[group];
        return (
          <section key={group} aria-labelledby={`live-${group}`} className="mb-4">
            <h2 id={`live-${group}`} className="h5">
              {t(`groups.${group}`)}
            </h2>
            {items.length === 0 ? (
              <p className="text-body-secondary small">{t(`none.${group}`)}</p>
            ) : (
              <ul className="list-group" aria-labelledby={`live-${group}`}>
                {items.map((c) => (
                  <LiveClassCard key={c.id} item={c} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
