import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/format';
import { useArticle } from '../api/get-article';
import { sanitizeRichText } from '@/lib/sanitize-rich-text';
import { affairsRoute } from '../lib/paths';
import { Tags } from './tags';

/** One article in full: its body sanitised again before it is shown. */
export function ArticleView({
  id,
  back,
  backLabel,
}: {
  id: number;
  back: string;
  backLabel: string;
}) {
  const { t } = useTranslation('affairs');
  const query = useArticle(id);
  const html = useMemo(
    () => (query.data ? sanitizeRichText(query.data.bodyHtml) : ''),
    [query.data],
  );
  if (query.isPending) return <Loading />;
  if (query.error)
    return (
      <QueryError error={query.error} retry={() => void query.refetch()} what={t('what.article')} />
    );
  const a = query.data;
  return (
    <article aria-labelledby="article-title" lang={a.language} className="affairs-article">
      <p>
        <Link to={back}>{backLabel}</Link>
      </p>
      <h1 id="article-title" className="h3">
        {a.title}
      </h1>
      <p className="text-body-secondary small">
        <time dateTime={a.publishedAt}>{formatDateTime(a.publishedAt)}</time>
      </p>
      <Tags tags={a.tags} />
      <p className="lead">{a.summary}</p>
      {/* Sanitised twice: on the server before storing, and here (decision 015). */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <p className="mt-4">
        <Link to={affairsRoute.category(Number(a.category.id))}>{t('allMonths')}</Link>
      </p>
    </article>
  );
}
