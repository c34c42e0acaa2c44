import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@pariksha/contracts/notifications';
import { notificationUrl, UNREAD_POLL_MS } from '@pariksha/contracts/notifications-paths';
import { getData } from '@/lib/api-client';

/** Every read of the learner's notifications sits under this key: a change reads them again. */
export const notificationsKey = ['notifications'] as const;

/**
 * The bell's count, asked again every UNREAD_POLL_MS while the tab is shown (TanStack Query
 * pauses the interval in a hidden tab). Keyed by the learner: another sign-in in the same tab
 * never sees the last one's count.
 */
export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...notificationsKey, 'unread', userId],
    queryFn: ({ signal }) => getData<UnreadCount>(notificationUrl.unread(), { signal }),
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const useUnreadCount = (userId: string) => useQuery(unreadCountQueryOptions(userId));
