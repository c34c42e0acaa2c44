import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserDetails, UserDetails } from '@pariksha/contracts/accounts';
import { api } from '@/lib/api-client';
import { accountPath } from '../lib/paths';
import { requestToken } from '../lib/request-token';
import { userDetailsQueryOptions } from './get-user-details';

export async function updateUserDetails(patch: UpdateUserDetails, token?: string) {
  return (
    await api<{ data: UserDetails }>(accountPath.userDetails, {
      method: 'PATCH',
      body: patch,
      token: requestToken(token),
    })
  ).data;
}

export function useUpdateUserDetails(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateUserDetails) => updateUserDetails(patch, token),
    onSuccess: (details) =>
      queryClient.setQueryData(userDetailsQueryOptions(token).queryKey, details),
  });
}
