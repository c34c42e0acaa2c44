import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { relativeTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useLatestAffairs } from '../api/get-latest-affairs';
import { catalogueRoute } from '../lib/paths';

/** The month an article is listed under: its date in India. */
const monthInIndia = (iso: string) =>
  new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString().slice(0, 7);

/** Home's "Current affairs": the newest articles for the learner's exam, and the way to all. */
export function LatestAffairs({ categoryId }: { categoryId: number | null }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const query = useLatestAffairs(language);
  if (query.isPending) return <Loading />;
  if (query.error)
    return (
      <QueryError error={query.error} retry={() => void query.refetch()} what={t('home.affairs')} />
    );
  const open = categoryId ?? query.data[0]?.categoryId ?? null;
  const link = open !== null && (
    <Link to={catalogueRoute.affairs(Number(open))}>{t('home.openAffairs')}</Link>
  );
  if (query.data.length === 0) return <EmptyState text={t('home.noAffairs')}>{link}</EmptyState>;
  return (
    <>
      <ul className="list-group mb-2" aria-label={t('home.affairs')}>
        {query.data.map((a) => (
          <li key={a.id} className="list-group-item" lang={a.language}>
            <Link
              to={`/affairs/${a.categoryId}/${monthInIndia(a.publishedAt)}?article=${a.id}`}
              className="fw-semibold"
            >
              {a.title}
            </Link>
            <div className="small text-body-secondary" lang={language}>
              <time dateTime={a.publishedAt}>{relativeTime(a.publishedAt)}</time>
            </div>
          </li>
        ))}
      </ul>
      {link}
    </>
  );
}
