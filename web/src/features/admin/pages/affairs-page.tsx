import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCatalogue } from '@pariksha/contracts/admin';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { useAdminGet } from '../api/admin';
import { ContentList } from '../components/content-list';
import { affairsVideoFields, articleFields } from '../lib/fields';
import { TranscodeBadge, underWay } from './course-content';
import { formatDateTime } from '@/lib/format';
import { localName } from '../lib/fields';

type Article = {
  id: number;
  title: string;
  updatedAt: string;
  language: string;
  publishedAt: string;
  tags: string[];
};
type Video = {
  id: number;
  title: string;
  updatedAt: string;
  publishedAt: string;
  durationSeconds: number;
  transcode: { state: string; progress: number } | null;
};

/** /admin/affairs: a category's current-affairs articles and videos. */
export function AffairsPage() {
  const { t } = useTranslation('admin');
  const catalogue = useAdminGet<AdminCatalogue>(adminUrl.categories());
  const [categoryId, setCategoryId] = useState<number | null>(null);
  if (catalogue.isPending) return <Loading />;
  if (catalogue.error)
    return <QueryError error={catalogue.error} retry={() => void catalogue.refetch()} />;
  const category = categoryId ?? catalogue.data.categories[0]?.id;
  const now = new Date().toISOString();
  return (
    <>
      <h1 className="h3 mb-3">{t('affairs.title')}</h1>
      <label className="form-label" htmlFor="admin-affairs-category">
        {t('f.category')}
      </label>
      <select
        id="admin-affairs-category"
        className="form-select mb-4"
        value={category ?? ''}
        onChange={(e) => setCategoryId(Number(e.target.value))}
      >
        {catalogue.data.categories.map((c) => (
          <option key={c.id} value={c.id}>
            {localName(c)}
          </option>
        ))}
      </select>
      {category !== undefined && (
        <div key={category}>
          <ContentList<Article>
            heading={t('affairs.articles')}
            headingId="admin-articles"
            listPath={adminUrl.articles(category)}
            itemPath={adminUrl.article}
            fields={articleFields(t)}
            defaults={{ language: 'en', publishedAt: now, published: false, tags: [] }}
            addLabel={t('affairs.newArticle')}
            empty={t('affairs.noArticles')}
            summary={(a) =>
              `${formatDateTime(a.publishedAt)} · ${a.language === 'ml' ? 'മലയാളം' : 'English'} · ${a.tags.join(', ')}`
            }
          />
          <ContentList<Video>
            heading={t('affairs.videos')}
            headingId="admin-affairs-videos"
            listPath={adminUrl.affairsVideos(category)}
            itemPath={adminUrl.affairsVideo}
            fields={affairsVideoFields(t)}
            defaults={{ description: '', publishedAt: now, published: false }}
            addLabel={t('affairs.newVideo')}
            empty={t('affairs.noVideos')}
            pollWhile={underWay}
            summary={(v) => (
              <>
                {formatDateTime(v.publishedAt)}
                <TranscodeBadge state={v.transcode} />
              </>
            )}
          />
        </div>
      )}
    </>
  );
}
