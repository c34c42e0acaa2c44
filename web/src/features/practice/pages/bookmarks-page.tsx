import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BOOKMARKS_PAGE_SIZE } from '@pariksha/contracts/practice-paths';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useBookmarks } from '../api/get-bookmarks';
import { useRemoveBookmark } from '../api/remove-bookmark';
import { BookmarksList } from '../components/bookmarks-list';
import { PractiseFromForm } from '../components/practise-from-form';
import { practiceRoute } from '../lib/paths';
import '../components/practice.css';

const pageOf = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** /practice/bookmarks: my bookmarked questions a page at a time, each removable, and a set of them. */
export default function BookmarksPage() {
  const { t } = useTranslation('practice');
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const bookmarks = useBookmarks(page);
  const remove = useRemoveBookmark();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [said, setSaid] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onRemove = (questionId: number) => {
    setSaid(null);
    // Gone at once; back, with the reason, if the server refuses.
    setRemoved((r) => new Set(r).add(questionId));
    headingRef.current?.focus();
    remove.mutate(questionId, {
      onSuccess: () => setSaid(t('bookmarks.removed')),
      onError: (err) => {
        setRemoved((r) => new Set([...r].filter((id) => id !== questionId)));
        setSaid(errorMessage(err, t('bookmarks.removeFailed')));
      },
    });
  };
  const data = bookmarks.data;
  const shown = data?.data.filter((b) => !removed.has(b.questionId)) ?? [];
  const total = data ? data.meta.total - (data.data.length - shown.length) : 0;
  const pages = Math.max(1, Math.ceil(total / BOOKMARKS_PAGE_SIZE));

  return (
    <div className="d-flex flex-column gap-4">
      <header>
        <Link to={practiceRoute.practice()} className="small">
          {t('back')}
        </Link>
        <h1 className="h3 mb-1 mt-1">{t('bookmarks.title')}</h1>
        <p className="text-body-secondary mb-0">{t('bookmarks.lead')}</p>
      </header>
      <p className="visually-hidden" role="status">
        {remove.isError ? '' : (said ?? '')}
      </p>
      {remove.isError && said && (
        <div className="alert alert-danger mb-0" role="alert">
          {said}
        </div>
      )}
      {bookmarks.isPending ? (
        <Loading />
      ) : bookmarks.error ? (
        <QueryError error={bookmarks.error} retry={() => void bookmarks.refetch()} />
      ) : total === 0 ? (
        <EmptyState text={t('bookmarks.none')}>
          <p className="mb-0">{t('bookmarks.noneHint')}</p>
        </EmptyState>
      ) : (
        <div className="row g-4">
          <div className="col-lg-5 order-lg-2">
            <PractiseFromForm
              title={t('bookmarks.practise')}
              start={t('bookmarks.practise')}
              nothing={t('bookmarks.nothing')}
              body={({ count, mode }) => ({ from: 'bookmarks', count, mode })}
            />
          </div>
          <section className="col-lg-7" aria-labelledby="bookmarks-list-title">
            <h2
              id="bookmarks-list-title"
              ref={headingRef}
              tabIndex={-1}
              className="h5 mb-3 focus-heading"
            >
              {t('bookmarks.count', { count: total, n: formatNumber(total) })}
            </h2>
            <BookmarksList bookmarks={shown} onRemove={onRemove} />
            {pages > 1 && (
              <nav
                aria-label={t('bookmarks.pages')}
                className="d-flex align-items-center gap-2 mt-3"
              >
                {page > 1 && (
                  <Link
                    className="btn btn-sm btn-outline-primary"
                    to={practiceRoute.bookmarks(page - 1)}
                  >
                    {t('bookmarks.newer')}
                  </Link>
                )}
                <span className="small text-body-secondary mx-auto">
                  {t('bookmarks.page', { page: formatNumber(page), pages: formatNumber(pages) })}
                </span>
                {data?.meta.next && (
                  <Link
                    className="btn btn-sm btn-outline-primary"
                    to={practiceRoute.bookmarks(data.meta.next)}
                  >
                    {t('bookmarks.older')}
                  </Link>
                )}
              </nav>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
