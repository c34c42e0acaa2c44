import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { VideoPlayer } from '@/components/video-player/video-player';
import { formatDateTime } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { useVideo } from '../api/get-affairs-video';
import { affairsRoute, parseId } from '../lib/paths';

/** /affairsVideo/{id}: a current-affairs video in the app's one player. */
export default function AffairsVideoPage() {
  const { t } = useTranslation('affairs');
  const language = useLanguage();
  const id = parseId(useParams().id);
  const query = useVideo(id);
  if (id === null) return <NotFound what={t('what.video')} />;
  if (query.isPending) return <Loading />;
  if (query.error)
    return (
      <QueryError error={query.error} retry={() => void query.refetch()} what={t('what.video')} />
    );
  const v = query.data;
  const title = inLanguage(v.title, v.titleMl, language);
  const description = inLanguage(v.description, v.descriptionMl, language);
  return (
    <article aria-labelledby="video-title">
      <Breadcrumbs
        trail={[{ label: t('title'), to: affairsRoute.category(Number(v.category.id)) }]}
        current={<span lang={title.lang}>{title.value}</span>}
      />
      <div className="row">
        <div className="col-lg-8">
          <h1 id="video-title" className="h4" lang={title.lang}>
            {title.value}
          </h1>
          <p className="small text-body-secondary">
            <time dateTime={v.publishedAt}>{formatDateTime(v.publishedAt)}</time>
          </p>
          <VideoPlayer
            key={v.id}
            source={v.source}
            captions={v.captions}
            poster={v.thumbnail}
            title={title.value}
          />
          <p className="mt-3" lang={description.lang}>
            {description.value}
          </p>
        </div>
      </div>
    </article>
  );
}
