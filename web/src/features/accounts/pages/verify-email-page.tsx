import { useEffect } from 'react';
import { Alert } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '@/components/loading';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';

/** Where a confirmation mail's link leads: confirms the address and says so. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthLayout title={t('verify.title')}>
      {token ? <Confirm token={token} /> : <Invalid />}
    </AuthLayout>
  );
}

function Confirm({ token }: { token: string }) {
  const { t } = useTranslation('accounts');
  const verify = useVerifyEmail(token);
  const signedIn = !!useToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    // The profile (and its notice) now read the confirmed address.
    if (verify.isSuccess) void queryClient.invalidateQueries({ queryKey: ['userdetails'] });
  }, [verify.isSuccess, queryClient]);

  if (verify.isPending) return <Loading />;
  if (verify.error) {
    if (verify.error instanceof ApiError && verify.error.code === 'LINK_INVALID')
      return <Invalid />;
    return <Alert variant="danger">{errorMessage(verify.error)}</Alert>;
  }
  return (
    <>
      <Alert variant="success" role="status">
        {t('verify.done')}
      </Alert>
      <div className="d-grid">
        <Link to={signedIn ? '/' : '/login'} className="btn btn-primary btn-lg">
          {signedIn ? t('verify.continue') : t('verify.signIn')}
        </Link>
      </div>
    </>
  );
}

function Invalid() {
  const { t } = useTranslation('accounts');
  const signedIn = !!useToken();
  return (
    <>
      <Alert variant="warning">{t('verify.invalid')}</Alert>
      <div className="d-grid">
        <Link to={signedIn ? '/account' : '/login'} className="btn btn-primary btn-lg">
          {signedIn ? t('verify.toAccount') : t('verify.signIn')}
        </Link>
      </div>
    </>
  );
}
