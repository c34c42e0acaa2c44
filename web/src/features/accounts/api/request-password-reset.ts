import { useMutation } from '@tanstack/react-query';
import type { RequestPasswordReset } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';

/** Asks for a reset link by mail; the answer never says whether an account uses the address. */
export const requestPasswordReset = (body: RequestPasswordReset) =>
  api(AccountPaths.requestPasswordReset, { method: 'POST', body, language: true });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
