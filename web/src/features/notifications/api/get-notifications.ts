import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@pariksha/contracts/notifications';
import { notificationUrl } from '@pariksha/contracts/notifications-paths';
import { api } from '@/lib/api-client';
import { notificationsKey } from './get-unread-count';

/** One page of the list with its `meta` (the next page's cursor, the unread count). */
export const getNotificationPage = (before: number | undefined, signal?: AbortSignal) =>
  api<NotificationPage>(notificationUrl.list(before), { signal });

/** The learner's notifications, newest first, a page at a time; read afresh on every visit. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...notificationsKey, 'list'],
    queryFn: ({ pageParam, signal }) => getNotificationPage(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.meta.next ?? undefined,
    staleTime: 0,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
