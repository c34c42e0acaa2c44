import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetails } from '@pariksha/contracts/accounts';
import { api } from '@/lib/api-client';
import { accountPath } from '../lib/paths';
import { requestToken } from '../lib/request-token';
import { userDetailsQueryOptions } from './get-user-details';

export async function uploadPhoto(file: File, token?: string) {
  const body = new FormData();
  body.append('photo', file);
  return (
    await api<{ data: UserDetails }>(accountPath.photo, {
      method: 'POST',
      body,
      token: requestToken(token),
    })
  ).data;
}

export function useUploadPhoto(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPhoto(file, token),
    onSuccess: (details) =>
      queryClient.setQueryData(userDetailsQueryOptions(token).queryKey, details),
  });
}
