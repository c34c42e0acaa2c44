import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { MaterialSummary } from '@pariksha/contracts/material';
import { ItemTitle } from '@/components/access/item-access';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { formatNumber, relativeTime } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { useMaterialOfCourse } from '../api/get-material-of-course';
import { materialRoute, parseId } from '../lib/paths';
import { DemoBadge } from '@/components/demo-badge';

/** 1.2 MB, 840 KB: how much the learner's phone will fetch at most. */
function useSize() {
  const { t } = useTranslation('material');
  return (bytes: number) =>
    bytes >= 1_000_000
      ? t('size.mb', { n: formatNumber(Math.round(bytes / 100_000) / 10) })
      : t('size.kb', { n: formatNumber(Math.max(1, Math.round(bytes / 1000))) });
}

function DocumentItem({ doc }: { doc: MaterialSummary }) {
  const { t } = useTranslation('material');
  const language = useLanguage();
  const size = useSize();
  const title = inLanguage(doc.title, doc.titleMl, language);
  return (
    <li className="list-group-item d-flex gap-2 align-items-start">
      <div className="flex-grow-1">
        <ItemTitle
          item={doc}
          to={materialRoute.read(Number(doc.id))}
          courseTo={materialRoute.course(Number(doc.courseId))}
          lang={title.lang}
        >
          {title.value}
        </ItemTitle>
        <DemoBadge show={doc.isDemo} className="ms-2" />
        <div className="small text-body-secondary">
          {t('pages', { count: doc.pages })} · {size(doc.sizeBytes)} ·{' '}
          <time dateTime={doc.addedAt}>{t('added', { when: relativeTime(doc.addedAt) })}</time>
        </div>
      </div>
      <span className={`small text-nowrap ${doc.lastPage ? '' : 'badge text-bg-primary'}`}>
        {doc.lastPage ? t('lastRead', { page: doc.lastPage }) : t('new')}
      </span>
    </li>
  );
}

/** /material/{id}: a course's documents, course-wide first, then by syllabus unit. */
export default function MaterialPage() {
  const { t } = useTranslation('material');
  const language = useLanguage();
  const courseId = parseId(useParams().id);
  const query = useMaterialOfCourse(courseId);
  if (courseId === null) return <NotFound what={t('what.course')} />;
  if (query.isPending) return <Loading />;
  if (query.error)
    return (
      <QueryError error={query.error} retry={() => void query.refetch()} what={t('what.course')} />
    );
  const { course, groups } = query.data;
  return (
    <section aria-labelledby="material-title">
      <Breadcrumbs
        trail={[{ label: course.course_name, to: materialRoute.course(Number(course.id)) }]}
        current={t('title')}
      />
      <h1 id="material-title" className="h3 mb-1">
        {t('title')}
      </h1>
      <p className="text-body-secondary mb-4">{t('of', { course: course.course_name })}</p>
      {groups.length === 0 && <EmptyState text={t('none')} />}
      {groups.map((g) => {
        const id = `material-${g.syllabus_id ?? 'course'}`;
        const title = g.title ? inLanguage(g.title, g.titleMl, language) : null;
        return (
          <section key={id} aria-labelledby={id} className="mb-4">
            <h2 id={id} className="h5" lang={title?.lang}>
              {title ? title.value : t('wholeCourse')}
            </h2>
            <ul className="list-group" aria-labelledby={id}>
              {g.documents.map((d) => (
                <DocumentItem key={d.id} doc={d} />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
