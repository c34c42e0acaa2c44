import {
  SSO_FAILED,
  SSO_RETURN,
  SSO_WINDOW_FAILED,
  SSO_WINDOW_MESSAGE,
  SSO_WINDOW_RETURN,
  type AuthResult,
} from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';

/** The provider's address for a sign-in that comes back to `to` (or to `failed`). */
async function providerUrl(providerId: string, to: string, failed: string) {
  const res = await api<{ url: string }>(AccountPaths.socialSignIn, {
    method: 'POST',
    signedOut: true,
    body: {
      provider: providerId,
      callbackURL: to,
      newUserCallbackURL: to,
      errorCallbackURL: failed,
    },
  });
  return res.url;
}

/** Starts the redirect to the external identity provider. */
export async function startFederatedSignIn(providerId: string) {
  window.location.assign(await providerUrl(providerId, SSO_RETURN, SSO_FAILED));
}

/** Back from the provider: the session it left in a cookie becomes the bearer token. */
export async function finishFederatedSignIn() {
  return (
    await api<{ data: AuthResult }>(AccountPaths.handoff, { method: 'POST', signedOut: true })
  ).data;
}

/** How a sign-in in its own window ended, other than signed in. */
export class SignInWindowError extends Error {
  constructor(readonly reason: 'blocked' | 'failed') {
    super(`The sign-in window ${reason === 'blocked' ? 'could not open' : 'did not sign in'}`);
    this.name = 'SignInWindowError';
  }
}

/**
 * The federated sign-in in a window of its own, over a screen that must stay open (a running
 * test): answers the new session, null when the person closed the window without signing in.
 */
export function federatedSignInWindow(providerId: string): Promise<AuthResult | null> {
  const opened = window.open('', 'pariksha-sign-in', 'popup,width=520,height=680');
  if (!opened) return Promise.reject(new SignInWindowError('blocked'));
  const popup: Window = opened;
  return new Promise<AuthResult | null>((resolve, reject) => {
    let closedPoll = 0;
    const done = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedPoll);
    };
    // The provider leaves the session in a cookie on this origin, and its return page says so.
    function onMessage(event: MessageEvent) {
      const data = event.data as { type?: unknown; outcome?: unknown } | null;
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if (data?.type !== SSO_WINDOW_MESSAGE) return;
      done();
      popup.close();
      if (data.outcome !== '1') return reject(new SignInWindowError('failed'));
      finishFederatedSignIn().then(resolve, reject);
    }
    window.addEventListener('message', onMessage);
    closedPoll = window.setInterval(() => {
      if (!popup.closed) return;
      done();
      resolve(null);
    }, 500);
    providerUrl(providerId, SSO_WINDOW_RETURN, SSO_WINDOW_FAILED).then(
      (url) => popup.location.assign(url),
      (err: unknown) => {
        done();
        popup.close();
        reject(err);
      },
    );
  });
}
