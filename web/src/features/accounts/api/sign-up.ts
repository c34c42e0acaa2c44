import { useMutation } from '@tanstack/react-query';
import type { AuthResult, SignUp } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';

export const signUp = (body: SignUp) =>
  api<AuthResult>(AccountPaths.signUp, { method: 'POST', body, language: true });

export const useSignUp = () => useMutation({ mutationFn: signUp });
