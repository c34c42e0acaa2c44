import { useMutation } from '@tanstack/react-query';
import type { DeleteAccount } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';

/** Deletes the account for good; `token` when signed out (from a fresh sign-in). */
export const deleteAccount = (body: DeleteAccount, token?: string) =>
  api(AccountPaths.userDetails, { method: 'DELETE', body, token });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: ({ body, token }: { body: DeleteAccount; token?: string }) =>
      deleteAccount(body, token),
  });
