import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationScreens } from '@pariksha/contracts/notifications-paths';
import { formatNumber } from '@/lib/format';
import { useStoredUser } from '@/lib/session';
import { useUnreadCount } from '../api/get-unread-count';
import { BellIcon } from './bell-icon';

/**
 * The top bar's bell: a link to the notifications, named with the unread count ("Notifications,
 * 3 unread"), the count drawn over it. It reads the count again every 30 s while the tab is shown.
 */
export default function NotificationBell({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const { data } = useUnreadCount(user?.id ?? '');
  const count = data?.count ?? 0;
  const label = count === 0 ? t('notifications.bellNone') : t('notifications.bell', { count });
  return (
    <Link
      to={NotificationScreens.list}
      className={`btn btn-sm btn-outline-secondary position-relative notification-bell ${className}`}
      aria-label={label}
      title={label}
      data-unread={count}
    >
      <BellIcon />
      {count > 0 && (
        <span
          className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger"
          aria-hidden="true"
        >
          {count > 99 ? '99+' : formatNumber(count)}
        </span>
      )}
    </Link>
  );
}
