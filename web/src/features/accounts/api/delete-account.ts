import { useMutation } from '@tanstack/react-query';
import type { DeleteAccount } from '@pariksha/contracts/accounts';
import { api } from '@/lib/api-client';
import { accountPath } from '../lib/paths';
import { requestToken } from '../lib/request-token';

/** Deletes the account for good; `token` when signed out (from a fresh sign-in). */
export const deleteAccount = (body: DeleteAccount, token?: string) =>
  api(accountPath.userDetails, { method: 'DELETE', body, token: requestToken(token) });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: ({ body, token }: { body: DeleteAccount; token?: string }) =>
      deleteAccount(body, token),
  });
