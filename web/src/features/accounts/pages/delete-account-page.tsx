import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '@/components/loading';
import { errorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/api/get-app-config';
import { useUserDetails } from '@/lib/api/get-user-details';
import { clearSession, useToken } from '@/lib/session';
import { AuthLayout } from '../components/auth-layout';
import { DeleteSignedInForm } from '../components/delete-signed-in-form';
import { DeleteSignedOutForm } from '../components/delete-signed-out-form';
import { DeletionNotice } from '../components/deletion-notice';

/** Account deletion, signed in (password) or signed out (email and password). */
export default function DeleteAccountPage() {
  const { t } = useTranslation('accounts');
  const token = useToken();
  const [deleted, setDeleted] = useState(false);
  const onDeleted = () => {
    clearSession();
    setDeleted(true);
  };

  if (deleted) {
    return (
      <AuthLayout title={t('delete.doneTitle')}>
        <Alert variant="success" role="status">
          {t('delete.done')}
        </Alert>
        <p>{t('delete.thanks')}</p>
        <Link to="/register" className="btn btn-outline-primary">
          {t('delete.createNew')}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('delete.title')}>
      <DeletionNotice />
      {token ? (
        <SignedIn token={token} onDeleted={onDeleted} />
      ) : (
        <SignedOut onDeleted={onDeleted} />
      )}
    </AuthLayout>
  );
}

function SignedIn({ token, onDeleted }: { token: string; onDeleted: () => void }) {
  const { t } = useTranslation('accounts');
  const details = useUserDetails(token);
  if (details.error) {
    return <Alert variant="danger">{errorMessage(details.error, t('delete.loadFailed'))}</Alert>;
  }
  if (!details.data) return <Loading />;
  return (
    <>
      <DeleteSignedInForm details={details.data} onDeleted={onDeleted} />
      <p className="mt-4 mb-0 text-center">
        <Link to="/profile">{t('delete.keepAndGoBack')}</Link>
      </p>
    </>
  );
}

function SignedOut({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('accounts');
  const oidc = useAppConfig().data?.oidc;
  return (
    <>
      <p>{t('delete.signedOutIntro')}</p>
      <DeleteSignedOutForm onDeleted={onDeleted} />
      {oidc && (
        <p className="small text-body-secondary mt-3 mb-0">
          <Trans
            t={t}
            i18nKey="delete.federated"
            values={{ provider: oidc.name }}
            components={{ login: <Link to="/login" /> }}
          />
        </p>
      )}
      <p className="mt-4 mb-0 text-center">
        <Link to="/login">{t('delete.keepAndSignIn')}</Link>
      </p>
    </>
  );
}
