import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetails } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';
import { userDetailsQueryOptions } from '@/lib/api/get-user-details';

export async function uploadPhoto(file: File, token?: string) {
  const body = new FormData();
  body.append('photo', file);
  return (
    await api<{ data: UserDetails }>(AccountPaths.photo, {
      method: 'POST',
      body,
      token,
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
