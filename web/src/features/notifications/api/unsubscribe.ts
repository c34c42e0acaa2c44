import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { UnsubscribeStatus } from '@pariksha/contracts/notifications';
import { notificationUrl } from '@pariksha/contracts/notifications-paths';
import { getData, sendData } from '@/lib/api-client';

/** What a mail's unsubscribe link names (no sign-in needed: the token is the credential). */
export const unsubscribeStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['notifications', 'unsubscribe', token],
    queryFn: ({ signal }) =>
      getData<UnsubscribeStatus>(notificationUrl.unsubscribeStatus(token), { signal }),
    staleTime: 0,
  });

export const useUnsubscribeStatus = (token: string) =>
  useQuery(unsubscribeStatusQueryOptions(token));

export const unsubscribe = (token: string) =>
  sendData<UnsubscribeStatus>(notificationUrl.unsubscribe(token), 'POST');

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
