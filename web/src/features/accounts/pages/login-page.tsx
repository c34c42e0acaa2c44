import { useCallback, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { FederatedSignIn } from '../components/federated-sign-in';
import { FinishFederatedSignIn } from '../components/finish-federated-sign-in';
import { SignInForm } from '../components/sign-in-form';

const SSO_FAILED = 'The sign-in with your provider did not finish. Please try again.';

export default function LoginPage() {
  const [params] = useSearchParams();
  const sso = params.get('sso');
  const [ssoError, setSsoError] = useState<string | null>(sso === 'error' ? SSO_FAILED : null);
  const onFailed = useCallback((message: string) => setSsoError(message), []);

  return (
    <AuthLayout welcome title="Sign in" lead="Welcome back. Sign in to continue your preparation.">
      {params.get('expired') === '1' && (
        <Alert variant="warning">Your session has ended. Please sign in again.</Alert>
      )}
      {ssoError && <Alert variant="danger">{ssoError}</Alert>}
      {sso === '1' && !ssoError && <FinishFederatedSignIn onFailed={onFailed} />}
      <SignInForm />
      <FederatedSignIn />
      <p className="mt-4 mb-0 text-center">
        New to Pariksha? <Link to="/register">Create an account</Link>
      </p>
    </AuthLayout>
  );
}
