import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@pariksha/contracts/notifications';
import { notificationUrl } from '@pariksha/contracts/notifications-paths';
import { sendData } from '@/lib/api-client';
import { notificationsKey } from './get-unread-count';

export const markRead = (id: number) => sendData<Notification>(notificationUrl.read(id), 'POST');

export const markAllRead = () => sendData<{ updated: number }>(notificationUrl.readAll(), 'POST');

/** Marks one read (when it is opened), then reads the list and the bell's count again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
