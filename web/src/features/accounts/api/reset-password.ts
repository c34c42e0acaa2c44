import { useMutation } from '@tanstack/react-query';
import type { ResetPassword } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';

/** Sets a new password with a reset link's token; every session of the account ends. */
export const resetPassword = (body: ResetPassword) =>
  api(AccountPaths.resetPassword, { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
