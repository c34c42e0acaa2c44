import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranscodeBadge } from '@/components/console/badges';
import { ContentList } from '@/components/console/content-list';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { localName, useStaffCatalogue } from '@/lib/api/get-staff-catalogue';
import { formatDateTime } from '@/lib/format';
import { createAffairsVideo } from '../api/create-affairs-video';
import { createArticle } from '../api/create-article';
import { deleteAffairsVideo } from '../api/delete-affairs-video';
import { deleteArticle } from '../api/delete-article';
import { useStaffAffairsVideos, type StaffAffairsVideo } from '../api/get-staff-affairs-videos';
import { useStaffArticles, type StaffArticle } from '../api/get-staff-articles';
import { updateAffairsVideo } from '../api/update-affairs-video';
import { updateArticle } from '../api/update-article';
import { affairsVideoFields, articleFields } from './affairs-fields';

/** A category's articles and videos; new ones are dated now. */
function CategoryAffairs({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('console');
  const now = new Date().toISOString();
  return (
    <>
      <ContentList<StaffArticle>
        heading={t('affairs.articles')}
        headingId="admin-articles"
        list={useStaffArticles(categoryId)}
        writes={{
          create: (body) => createArticle(categoryId, body),
          update: updateArticle,
          remove: deleteArticle,
        }}
        fields={articleFields(t)}
        defaults={{ language: 'en', publishedAt: now, published: false, tags: [] }}
        addLabel={t('affairs.newArticle')}
        empty={t('affairs.noArticles')}
        summary={(a) =>
          `${formatDateTime(a.publishedAt)} · ${a.language === 'ml' ? 'മലയാളം' : 'English'} · ${a.tags.join(', ')}`
        }
      />
      <ContentList<StaffAffairsVideo>
        heading={t('affairs.videos')}
        headingId="admin-affairs-videos"
        list={useStaffAffairsVideos(categoryId)}
        writes={{
          create: (body) => createAffairsVideo(categoryId, body),
          update: updateAffairsVideo,
          remove: deleteAffairsVideo,
        }}
        fields={affairsVideoFields(t)}
        defaults={{ description: '', publishedAt: now, published: false }}
        addLabel={t('affairs.newVideo')}
        empty={t('affairs.noVideos')}
        summary={(v) => (
          <>
            {formatDateTime(v.publishedAt)}
            <TranscodeBadge state={v.transcode} />
          </>
        )}
      />
    </>
  );
}

/** /admin/affairs: a category's current-affairs articles and videos. */
export function AffairsConsolePage() {
  const { t } = useTranslation('console');
  const catalogue = useStaffCatalogue();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  if (catalogue.isPending) return <Loading />;
  if (catalogue.error)
    return <QueryError error={catalogue.error} retry={() => void catalogue.refetch()} />;
  const category = categoryId ?? catalogue.data.categories[0]?.id;
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
      {category !== undefined && <CategoryAffairs key={category} categoryId={category} />}
    </>
  );
}
