import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserDetails, UserDetails } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';
import { userDetailsQueryOptions } from '@/lib/api/get-user-details';

export async function updateUserDetails(patch: UpdateUserDetails, token?: string) {
  return (
    await api<{ data: UserDetails }>(AccountPaths.userDetails, {
      method: 'PATCH',
      body: patch,
      token,
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
