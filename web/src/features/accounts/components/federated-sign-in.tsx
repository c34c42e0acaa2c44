import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/api/get-app-config';
import { useStartFederatedSignIn } from '../api/federated-sign-in';

/** "Sign in with <provider>" when the installation has an external identity provider. */
export function FederatedSignIn({ mode = 'signIn' }: { mode?: 'signIn' | 'signUp' }) {
  const { t } = useTranslation('accounts');
  const config = useAppConfig();
  const start = useStartFederatedSignIn();
  const oidc = config.data?.oidc;
  if (!oidc) return null;
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
      {start.error && <Alert variant="danger">{errorMessage(start.error)}</Alert>}
      <Button
        variant="outline-primary"
        className="w-100"
        disabled={start.isPending}
        onClick={() => start.mutate(oidc.providerId)}
      >
        {start.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {t(`federated.${mode}`, { provider: oidc.name })}
      </Button>
    </div>
  );
}
