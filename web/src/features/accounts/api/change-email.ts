import { useMutation } from '@tanstack/react-query';
import type { ChangeEmail } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';

/** Asks to change the address: it changes once confirmed from a link mailed to the new one. */
export const changeEmail = (body: ChangeEmail) =>
  api(AccountPaths.changeEmail, { method: 'POST', body, language: true });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
