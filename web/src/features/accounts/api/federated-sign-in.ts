import { useMutation } from '@tanstack/react-query';
import { SSO_FAILED, SSO_RETURN, type AuthResult } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';

/** Starts the redirect to the external identity provider. */
export async function startFederatedSignIn(providerId: string) {
  const res = await api<{ url: string }>(AccountPaths.socialSignIn, {
    method: 'POST',
    body: {
      provider: providerId,
      callbackURL: SSO_RETURN,
      newUserCallbackURL: SSO_RETURN,
      errorCallbackURL: SSO_FAILED,
    },
  });
  window.location.assign(res.url);
}

export const useStartFederatedSignIn = () => useMutation({ mutationFn: startFederatedSignIn });

/** Back from the provider: the session it left in a cookie becomes the bearer token. */
export async function finishFederatedSignIn() {
  return (await api<{ data: AuthResult }>(AccountPaths.handoff, { method: 'POST' })).data;
}
