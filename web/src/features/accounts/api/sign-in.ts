import { useMutation } from '@tanstack/react-query';
import type { AuthResult, SignIn } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';

/** Email + password → the bearer token and the user (not stored yet: see continue-session). */
export const signIn = (body: SignIn) =>
  api<AuthResult>(AccountPaths.signIn, { method: 'POST', body });

export const useSignIn = () => useMutation({ mutationFn: signIn });
