import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationScreens } from '@pariksha/contracts/notifications-paths';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-read';
import { NotificationList } from '../components/notification-list';
import '../components/notifications.css';

/** /notifications: what the learner was told, newest first, a page at a time. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { data, error, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useNotifications();
  const markAll = useMarkAllRead();
  const items = data?.pages.flatMap((p) => p.data) ?? [];
  const unread = data?.pages[0]?.meta.unread ?? 0;
  return (
    <section aria-labelledby="notifications-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="notifications-title" className="h3 mb-0 me-auto">
          {t('title')}
        </h1>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('markAllRead')}
        </button>
        <Link className="btn btn-sm btn-outline-secondary" to={NotificationScreens.preferences}>
          {t('settingsLink')}
        </Link>
      </div>
      <p className="text-body-secondary" role="status">
        {unread === 0 ? t('allRead') : t('unreadCount', { count: unread })}
      </p>
      {isPending ? (
        <Loading />
      ) : error ? (
        <QueryError error={error} retry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState text={t('none')} />
      ) : (
        <>
          <NotificationList items={items} />
          {hasNextPage && (
            <div className="text-center mt-3">
              <button
                type="button"
                className="btn btn-outline-primary"
                disabled={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              >
                {t('more')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
