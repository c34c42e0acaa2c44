import { useMutation } from '@tanstack/react-query';
import type { AuthResult, SignUp } from '@pariksha/contracts/accounts';
import { api } from '@/lib/api-client';
import { accountPath } from '../lib/paths';

export const signUp = (body: SignUp) =>
  api<AuthResult>(accountPath.signUp, { method: 'POST', body });

export const useSignUp = () => useMutation({ mutationFn: signUp });
