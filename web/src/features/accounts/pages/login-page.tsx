import { useCallback, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { FederatedSignIn } from '../components/federated-sign-in';
import { FinishFederatedSignIn } from '../components/finish-federated-sign-in';
import { SignInForm } from '../components/sign-in-form';

export default function LoginPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const sso = params.get('sso');
  const [ssoError, setSsoError] = useState<string | null>(null);
  const onFailed = useCallback((message: string) => setSsoError(message), []);
  const ssoProblem = ssoError ?? (sso === 'error' ? t('login.ssoFailed') : null);

  return (
    <AuthLayout welcome title={t('login.title')} lead={t('login.lead')}>
      {params.get('expired') === '1' && <Alert variant="warning">{t('login.expired')}</Alert>}
      {ssoProblem && <Alert variant="danger">{ssoProblem}</Alert>}
      {sso === '1' && !ssoError && <FinishFederatedSignIn onFailed={onFailed} />}
      <SignInForm />
      <p className="mt-3 mb-0 text-center">
        <Link to="/forgot-password" className="d-inline-block py-1">
          {t('login.forgot')}
        </Link>
      </p>
      <FederatedSignIn />
      <p className="mt-4 mb-0 text-center">
        <Trans t={t} i18nKey="login.newHere" components={{ register: <Link to="/register" /> }} />
      </p>
    </AuthLayout>
  );
}
