import { useState } from 'react';
import { Alert } from 'react-bootstrap';
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
  const token = useToken();
  const [deleted, setDeleted] = useState(false);
  const onDeleted = () => {
    clearSession();
    setDeleted(true);
  };

  if (deleted) {
    return (
      <AuthLayout title="Your account is deleted">
        <Alert variant="success">
          Your account, profile, photo, sessions and personal data have been deleted for good.
        </Alert>
        <p>
          Thank you for preparing with Pariksha. You are welcome back at any time with the same
          email address.
        </p>
        <Link to="/register" className="btn btn-outline-primary">
          Create a new account
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Delete your account">
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
  const details = useUserDetails(token);
  if (details.error) {
    return (
      <Alert variant="danger">
        {errorMessage(details.error, 'Your account could not be loaded.')}
      </Alert>
    );
  }
  if (!details.data) return <Loading />;
  return (
    <>
      <DeleteSignedInForm details={details.data} onDeleted={onDeleted} />
      <p className="mt-4 mb-0 text-center">
        <Link to="/profile">Keep my account and go back</Link>
      </p>
    </>
  );
}

function SignedOut({ onDeleted }: { onDeleted: () => void }) {
  const oidc = useAppConfig().data?.oidc;
  return (
    <>
      <p>Enter the email address and password of the account to delete.</p>
      <DeleteSignedOutForm onDeleted={onDeleted} />
      {oidc && (
        <p className="small text-body-secondary mt-3 mb-0">
          Joined with {oidc.name}? <Link to="/login">Sign in with {oidc.name}</Link>, then open
          Delete account from your profile.
        </p>
      )}
      <p className="mt-4 mb-0 text-center">
        <Link to="/login">Keep my account and sign in</Link>
      </p>
    </>
  );
}
