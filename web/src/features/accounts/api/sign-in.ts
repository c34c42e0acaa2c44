import { useMutation } from '@tanstack/react-query';
import type { AuthResult, SignIn } from '@pariksha/contracts/accounts';
import { api } from '@/lib/api-client';
import { accountPath } from '../lib/paths';

/** Email + password → the bearer token and the user (not stored yet: see continue-session). */
export const signIn = (body: SignIn) =>
  api<AuthResult>(accountPath.signIn, { method: 'POST', body });

export const useSignIn = () => useMutation({ mutationFn: signIn });
