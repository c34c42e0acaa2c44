import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { useRouteParams } from '@/lib/route-params';
import { useDocument } from '../api/get-document';
import { PdfReader } from '../components/pdf-reader';
import { materialRoute, parseId } from '../lib/paths';

/**
 * /pdf?material=<id>: one document in the app's reader. Without the query, the document kept in
 * the stored route parameters (the one last opened) opens again.
 */
export default function PdfPage() {
  const { t } = useTranslation('material');
  const language = useLanguage();
  const [search] = useSearchParams();
  const stored = useRouteParams().material;
  const raw = search.get('material') ?? stored;
  const id = parseId(raw ?? undefined);
  const query = useDocument(id);
  if (raw === undefined || raw === null)
    return (
      <section>
        <h1 className="h4 mb-3">{t('title')}</h1>
        <EmptyState text={t('reader.noDocument')}>
          <Link to="/" className="btn btn-primary">
            {t('reader.toCourses')}
          </Link>
        </EmptyState>
      </section>
    );
  if (id === null) return <NotFound what={t('what.document')} />;
  if (query.isPending) return <Loading />;
  if (query.error)
    return (
      <QueryError
        error={query.error}
        retry={() => void query.refetch()}
        what={t('what.document')}
      />
    );
  const doc = query.data;
  const title = inLanguage(doc.title, doc.titleMl, language);
  return (
    <article aria-labelledby="pdf-title" className="pdf-screen">
      <Breadcrumbs
        trail={[
          { label: doc.course.course_name, to: materialRoute.course(Number(doc.course.id)) },
          { label: t('title'), to: materialRoute.ofCourse(Number(doc.course.id)) },
        ]}
        current={<span lang={title.lang}>{title.value}</span>}
      />
      <h1 id="pdf-title" className="h4 mb-2 mb-md-3" lang={title.lang}>
        {title.value}
      </h1>
      <PdfReader key={doc.id} doc={doc} />
    </article>
  );
}
