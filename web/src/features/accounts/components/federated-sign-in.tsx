import { useMutation } from '@tanstack/react-query';
import type { AuthResult } from '@pariksha/contracts/accounts';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/api/get-app-config';
import {
  federatedSignInWindow,
  SignInWindowError,
  startFederatedSignIn,
} from '../api/federated-sign-in';

/**
 * Over a screen that must stay (a running test), the sign-in happens in a window of its own;
 * `onSignedIn` receives the new session and may refuse it by throwing an Error whose message
 * is shown.
 */
export type InPlace = { onSignedIn: (result: AuthResult) => Promise<void> };

/** "Sign in with <provider>" when the installation has an external identity provider. */
export function FederatedSignIn({
  mode = 'signIn',
  inPlace,
}: {
  mode?: 'signIn' | 'signUp';
  inPlace?: InPlace;
}) {
  const { t } = useTranslation('accounts');
  const config = useAppConfig();
  const start = useMutation({
    // A provider's id to go to it, or the sign-in in its own window under way.
    mutationFn: async (how: string | Promise<AuthResult | null>) => {
      if (typeof how === 'string') return startFederatedSignIn(how);
      const result = await how;
      if (result) await inPlace?.onSignedIn(result);
    },
  });
  const oidc = config.data?.oidc;
  if (!oidc) return null;
  const problem = (error: Error) => {
    if (!(error instanceof SignInWindowError)) return errorMessage(error, error.message);
    return error.reason === 'blocked' ? t('federated.windowBlocked') : t('login.ssoFailed');
  };
  return (
    <div className="mt-4">
      <div
        className="d-flex align-items-center gap-3 text-body-secondary small mb-3"
        aria-hidden="true"
      >
        <hr className="flex-grow-1 my-0" />
        {t('federated.or')}
        <hr className="flex-grow-1 my-0" />
      </div>
      {start.error && (
        <Alert variant="danger" role="alert">
          {problem(start.error)}
        </Alert>
      )}
      <Button
        variant="outline-primary"
        className="w-100"
        disabled={start.isPending}
        // The window opens in the click itself: browsers open one only in answer to a click.
        onClick={() =>
          start.mutate(inPlace ? federatedSignInWindow(oidc.providerId) : oidc.providerId)
        }
      >
        {start.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {t(`federated.${mode}`, { provider: oidc.name })}
      </Button>
    </div>
  );
}
