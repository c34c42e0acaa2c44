import { useMutation } from '@tanstack/react-query';
import type { AuthResult, SignIn } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import type { TwoFactorChallenge } from '@pariksha/contracts/two-factor';
import { api } from '@/lib/api-client';

/**
 * Email + password → the bearer token and the user (not stored yet: see continue-session), or,
 * for an account with two-step sign-in, the challenge its code answers.
 */
export const signIn = (body: SignIn) =>
  api<AuthResult | TwoFactorChallenge>(AccountPaths.signIn, { method: 'POST', body });

export const useSignIn = () => useMutation({ mutationFn: signIn });
