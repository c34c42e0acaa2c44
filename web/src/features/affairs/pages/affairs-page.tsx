import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { errorStatus } from '@/lib/api-client';
import { formatClock, relativeTime } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { useMonth } from '../api/get-affairs-of-month';
import { useMonths } from '../api/get-affairs-months';
import { useVideos } from '../api/get-affairs-videos';
import { ArticleView } from '../components/article-view';
import { Tags } from '../components/tags';
import { affairsRoute, isMonth, monthName, parseId } from '../lib/paths';
import { tagName } from '../lib/tag-name';
import '../components/affairs.css';
import { DemoBadge } from '@/components/demo-badge';

/** /affairs/{id} and /affairs/{id}/{month}: a category's months and videos, or one month. */
export default function AffairsPage() {
  const { t } = useTranslation('affairs');
  const params = useParams();
  const categoryId = parseId(params.id);
  if (categoryId === null) return <NotFound what={t('what.category')} />;
  if (params.month === undefined) return <CategoryView categoryId={categoryId} />;
  if (!isMonth(params.month)) {
    return (
      <section>
        <h1 className="h3">{t('title')}</h1>
        <p role="alert">{t('badMonth')}</p>
        <Link to={affairsRoute.category(categoryId)}>{t('allMonths')}</Link>
      </section>
    );
  }
  return <MonthView categoryId={categoryId} month={params.month} />;
}

function CategoryView({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('affairs');
  const language = useLanguage();
  const months = useMonths(categoryId);
  const videos = useVideos(categoryId);
  if (months.isPending) return <Loading />;
  if (errorStatus(months.error) === 404) return <NotFound what={t('what.category')} />;
  if (months.error)
    return (
      <QueryError
        error={months.error}
        retry={() => void months.refetch()}
        what={t('what.category')}
      />
    );
  const category = inLanguage(months.data.category.name, months.data.category.nameMl, language);
  return (
    <section aria-labelledby="affairs-title">
      <Breadcrumbs current={t('title')} />
      <h1 id="affairs-title" className="h3 mb-1">
        {t('title')}
      </h1>
      <p className="text-body-secondary mb-4" lang={category.lang}>
        {category.value}
      </p>
      <div className="row g-4">
        <section className="col-md-6" aria-labelledby="affairs-months">
          <h2 id="affairs-months" className="h5">
            {t('months')}
          </h2>
          {months.data.months.length === 0 ? (
            <EmptyState text={t('noMonths')} />
          ) : (
            <ul className="list-group" aria-labelledby="affairs-months">
              {months.data.months.map((m) => (
                <li key={m.month} className="list-group-item d-flex justify-content-between">
                  <Link to={affairsRoute.month(categoryId, m.month)}>
                    {monthName(m.month, language)}
                  </Link>
                  <span className="text-body-secondary small">
                    {t('articles', { count: m.articleCount })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="col-md-6" aria-labelledby="affairs-videos">
          <h2 id="affairs-videos" className="h5">
            {t('videos')}
          </h2>
          {videos.isPending ? (
            <Loading />
          ) : !videos.data || videos.data.videos.length === 0 ? (
            <EmptyState text={t('noVideos')} />
          ) : (
            <ul className="list-group" aria-labelledby="affairs-videos">
              {videos.data.videos.map((v) => {
                const title = inLanguage(v.title, v.titleMl, language);
                return (
                  <li key={v.id} className="list-group-item d-flex gap-3 align-items-center">
                    {v.thumbnail && (
                      <img
                        src={v.thumbnail}
                        alt=""
                        width={96}
                        height={54}
                        className="rounded"
                        style={{ objectFit: 'cover' }}
                      />
                    )}
                    <div>
                      <Link to={affairsRoute.video(Number(v.id))} lang={title.lang}>
                        {title.value}
                      </Link>
                      <div className="small text-body-secondary">
                        {formatClock(v.durationSeconds)}
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}

/** The language filter's value for stories in every language. */
const ALL_LANGUAGES = 'all';

function MonthView({ categoryId, month }: { categoryId: number; month: string }) {
  const { t } = useTranslation('affairs');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  // Stories in the interface language first; the other language and "all" are one choice away.
  const chosen = search.get('language') ?? language;
  const filter = {
    language: chosen === ALL_LANGUAGES ? undefined : chosen,
    tag: search.get('tag') ?? undefined,
  };
  const articleId = parseId(search.get('article') ?? undefined);
  const months = useMonths(categoryId);
  const query = useMonth(categoryId, month, filter);
  const name = monthName(month, language);
  if (articleId !== null) {
    return (
      <ArticleView
        id={articleId}
        back={affairsRoute.month(categoryId, month)}
        backLabel={t('backToMonth', { month: name })}
      />
    );
  }
  if (query.isPending) return <Loading />;
  if (errorStatus(query.error) === 404) return <NotFound what={t('what.category')} />;
  if (query.error)
    return (
      <QueryError error={query.error} retry={() => void query.refetch()} what={t('what.month')} />
    );
  const setFilter = (key: 'language' | 'tag', value: string) => {
    const next = new URLSearchParams(search);
    if (value && !(key === 'language' && value === language)) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  return (
    <section aria-labelledby="month-title">
      <Breadcrumbs
        trail={[{ label: t('title'), to: affairsRoute.category(categoryId) }]}
        current={name}
      />
      <h1 id="month-title" className="h3 mb-3">
        {name}
      </h1>
      <form className="row g-2 mb-3" aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        <div className="col-6 col-md-3">
          <label htmlFor="affairs-language" className="form-label small mb-1">
            {t('language')}
          </label>
          <select
            id="affairs-language"
            className="form-select form-select-sm"
            value={chosen}
            onChange={(e) => setFilter('language', e.target.value)}
          >
            <option value="en">{t('languages.en')}</option>
            <option value="ml">{t('languages.ml')}</option>
            <option value={ALL_LANGUAGES}>{t('languages.all')}</option>
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="affairs-tag" className="form-label small mb-1">
            {t('tag')}
          </label>
          <select
            id="affairs-tag"
            className="form-select form-select-sm"
            value={filter.tag ?? ''}
            onChange={(e) => setFilter('tag', e.target.value)}
          >
            <option value="">{t('allTags')}</option>
            {(months.data?.tags ?? []).map((tag) => {
              const name = tagName(tag, t);
              return (
                <option key={tag} value={tag} lang={name.lang}>
                  {name.text}
                </option>
              );
            })}
          </select>
        </div>
      </form>
      {query.data.articles.length === 0 ? (
        <EmptyState text={t('none')} />
      ) : (
        <ul className="list-unstyled" aria-labelledby="month-title">
          {query.data.articles.map((a) => (
            <li key={a.id} className="card mb-3" lang={a.language}>
              <div className="card-body">
                {a.image && <img src={a.image} alt="" className="img-fluid rounded mb-2" />}
                <h2 className="h5">
                  <Link to={affairsRoute.article(categoryId, month, Number(a.id))}>{a.title}</Link>
                </h2>
                <p className="mb-2">{a.summary}</p>
                <Tags tags={a.tags} />
                <p className="small text-body-secondary mb-0" lang={language}>
                  <time dateTime={a.publishedAt}>{relativeTime(a.publishedAt)}</time>
                  <DemoBadge show={a.isDemo} className="ms-2" />
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
