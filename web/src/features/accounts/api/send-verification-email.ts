import { useMutation } from '@tanstack/react-query';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';

/** Mails the link that confirms the account's address again. */
export const sendVerificationEmail = () =>
  api(AccountPaths.sendVerificationEmail, { method: 'POST', body: {}, language: true });

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
