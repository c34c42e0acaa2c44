import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@pariksha/contracts/notifications';
import { notificationUrl } from '@pariksha/contracts/notifications-paths';
import { getData, sendData } from '@/lib/api-client';
import { notificationsKey } from './get-unread-count';

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationsKey, 'preferences'],
    queryFn: ({ signal }) =>
      getData<NotificationPreferences>(notificationUrl.preferences(), { signal }),
    staleTime: 0,
  });

export const usePreferences = () => useQuery(preferencesQueryOptions());

export const savePreferences = (choices: NotificationPreferences) =>
  sendData<NotificationPreferences>(notificationUrl.preferences(), 'PUT', choices);

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => client.setQueryData(preferencesQueryOptions().queryKey, saved),
  });
}
