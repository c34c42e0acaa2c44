import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { formatClock, formatNumber } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { useClassesOfCourse } from '../api/get-classes-of-course';
import { ClassCard } from '../components/class-card';
import { classRoute, parseId } from '../lib/paths';
import '../components/classes.css';

/**
 * /recordedclass/{id} and /recordedclass/{id}/{syllabus_id}: a course's classes by syllabus unit
 * (or one unit's), with where the learner is in each and the class to continue.
 */
export default function RecordedClassListPage() {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const params = useParams();
  const courseId = parseId(params.id);
  const unitId = params.syllabus_id === undefined ? undefined : parseId(params.syllabus_id);
  const query = useClassesOfCourse(unitId === null ? null : courseId, unitId ?? undefined);
  const what = unitId === undefined ? t('what.course') : t('what.unit');
  if (courseId === null || unitId === null) return <NotFound what={what} />;
  if (query.isPending) return <Loading />;
  if (query.error)
    return <QueryError error={query.error} retry={() => void query.refetch()} what={what} />;

  const { course, units, continue: next } = query.data;
  const one = unitId === undefined ? null : units[0]!;
  const oneTitle = one && inLanguage(one.title, one.titleMl, language);
  const nextTitle = next && inLanguage(next.title, next.titleMl, language);
  const total = units.reduce((n, u) => n + u.classes.length, 0);
  return (
    <section aria-labelledby="classes-title">
      <Breadcrumbs
        trail={[
          { label: course.course_name, to: classRoute.course(course.id) },
          ...(one ? [{ label: t('title'), to: classRoute.ofCourse(course.id) }] : []),
        ]}
        current={oneTitle ? <span lang={oneTitle.lang}>{oneTitle.value}</span> : t('title')}
      />
      <h1 id="classes-title" className="h3 mb-1">
        {oneTitle ? <span lang={oneTitle.lang}>{oneTitle.value}</span> : t('title')}
      </h1>
      <p className="text-body-secondary mb-3">
        {t('of', { course: course.course_name })}
        {one && (
          <>
            {' · '}
            <Link to={classRoute.ofCourse(course.id)}>{t('allClasses')}</Link>
          </>
        )}
      </p>
      {next && nextTitle && (
        <Link
          to={classRoute.play(next.syllabus_id, next.id)}
          className="btn btn-primary mb-4 text-start text-wrap"
          aria-label={`${t('continueLabel')}: ${nextTitle.value}, ${formatClock(next.progress.positionSeconds)}`}
        >
          {t('continue', {
            title: nextTitle.value,
            at: formatClock(next.progress.positionSeconds),
          })}
        </Link>
      )}
      {total === 0 && !one ? (
        <EmptyState text={t('none')} />
      ) : (
        units.map((u) => {
          const title = inLanguage(u.title, u.titleMl, language);
          return (
            <section
              key={u.syllabus_id}
              aria-labelledby={one ? 'classes-title' : `unit-${u.syllabus_id}`}
              className="mb-4"
            >
              {!one && (
                <h2 id={`unit-${u.syllabus_id}`} className="h5">
                  <span className="text-body-secondary me-2">
                    {t('unitLabel', { n: formatNumber(u.position) })}
                  </span>
                  <Link to={classRoute.ofUnit(course.id, u.syllabus_id)} lang={title.lang}>
                    {title.value}
                  </Link>
                </h2>
              )}
              {u.classes.length === 0 ? (
                <p className="text-body-secondary small">{t('noClasses')}</p>
              ) : (
                <ul
                  className="list-group"
                  aria-labelledby={one ? 'classes-title' : `unit-${u.syllabus_id}`}
                >
                  {u.classes.map((c) => (
                    <ClassCard key={c.id} item={c} />
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
    </section>
  );
}
