import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@pariksha/contracts/notifications';
import { formatDateTime, relativeTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useMarkRead } from '../api/mark-read';
import { notificationText } from './notification-text';

/** Notifications newest first, the unread marked; opening one marks it read and follows its link. */
export function NotificationList({ items }: { items: Notification[] }) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const markRead = useMarkRead();
  return (
    <ul className="list-group shadow-sm notification-list">
      {items.map((n) => {
        const { title, body } = notificationText(n, t, language);
        const unread = n.readAt === null;
        return (
          <li
            key={n.id}
            className={`list-group-item d-flex gap-2 py-3 position-relative${unread ? ' notification-unread' : ''}`}
          >
            <span
              className={`notification-dot mt-2 flex-shrink-0${unread ? ' bg-primary' : ''}`}
              aria-hidden="true"
            />
            <div className="min-w-0">
              <Link
                to={n.link}
                className={`stretched-link${unread ? ' fw-bold' : ''}`}
                onClick={() => unread && markRead.mutate(n.id)}
              >
                {unread && <span className="visually-hidden">{t('unread')}: </span>}
                {title}
              </Link>
              <div className="text-break">{body}</div>
              <div className="small text-body-secondary">
                <time dateTime={n.createdAt} title={formatDateTime(n.createdAt, language)}>
                  {relativeTime(n.createdAt)}
                </time>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
