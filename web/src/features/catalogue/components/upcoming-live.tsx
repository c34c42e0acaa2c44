import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { useUpcomingLive } from '../api/get-upcoming-live';

/** Home's "Upcoming live classes": live now first, then the next ones, each leading to its page. */
export function UpcomingLive() {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const query = useUpcomingLive();
  if (query.isPending) return <Loading />;
  if (query.error)
    return (
      <QueryError error={query.error} retry={() => void query.refetch()} what={t('home.live')} />
    );
  if (query.data.length === 0) return <EmptyState text={t('home.noLive')} />;
  return (
    <ul className="list-group" aria-label={t('home.live')}>
      {query.data.map((c) => {
        const title = inLanguage(c.title, c.titleMl, language);
        return (
          <li key={c.id} className="list-group-item d-flex gap-2 align-items-start">
            <div className="flex-grow-1">
              <div className="small text-body-secondary">{c.course_name}</div>
              <Link to={`/liveVideo/${c.id}`} className="fw-semibold" lang={title.lang}>
                {title.value}
              </Link>
              <div className="small text-body-secondary">
                <time dateTime={c.startsAt}>{formatDateTime(c.startsAt)}</time> ·{' '}
                {/* A name as its owner writes it, with no Malayalam version. */}
                <span lang="en">{c.teacher}</span>
              </div>
            </div>
            {c.state === 'live' && (
              <span className="badge text-bg-danger">{t('home.liveNow')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
