import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import type { UserDetails } from '@pariksha/contracts/accounts';
import { Loading } from '@/components/loading';
import { errorMessage } from '@/lib/api-client';
import { useCategories } from '@/lib/api/get-categories';
import { useUserDetails } from '@/lib/api/get-user-details';
import { setSession, updateStoredUser, useToken } from '@/lib/session';
import { AuthLayout } from '../components/auth-layout';
import { PhotoPicker } from '../components/photo-picker';
import { ProfileForm } from '../components/profile-form';
import { pendingOf, storedUserOf } from '../lib/continue-session';

/**
 * Onboarding after sign-up (signed out, holding the new token in the navigation state until the
 * profile is complete), and managing the profile when signed in.
 */
export default function ProfilePage() {
  const storedToken = useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const pending = storedToken ? null : pendingOf(location.state);
  const token = storedToken ?? pending?.token ?? null;
  const details = useUserDetails(token);
  const categories = useCategories({ token, enabled: !!token });
  const [saved, setSaved] = useState(false);

  if (!token) return <SignedOutProfile />;
  const onboarding = !storedToken;

  const onSaved = (d: UserDetails) => {
    if (onboarding) {
      setSession(token, storedUserOf(d));
      navigate(pending?.from ?? '/', { replace: true });
      return;
    }
    updateStoredUser(storedUserOf(d));
    setSaved(true);
  };
  const onPhoto = (d: UserDetails) => {
    if (!onboarding) updateStoredUser(storedUserOf(d));
  };

  const failure = details.error ?? categories.error;
  return (
    <AuthLayout
      title={onboarding ? 'Complete your profile' : 'Your profile'}
      lead={
        onboarding
          ? 'One last step: tell us who you are and which exam you are preparing for, so we can show you the right courses.'
          : details.data?.email
      }
    >
      {failure ? (
        <Alert variant="danger">
          {errorMessage(failure, 'Your profile could not be loaded.')}{' '}
          {onboarding && <Link to="/login">Sign in again</Link>}
        </Alert>
      ) : !details.data || !categories.data ? (
        <Loading />
      ) : (
        <>
          {saved && <Alert variant="success">Your profile is saved.</Alert>}
          <PhotoPicker token={token} imageUrl={details.data.imageUrl} onChanged={onPhoto} />
          <ProfileForm
            token={token}
            details={details.data}
            categories={categories.data}
            submitLabel={onboarding ? 'Save and start learning' : 'Save changes'}
            onSaved={onSaved}
          />
        </>
      )}
      {!onboarding && (
        <div className="d-flex justify-content-between flex-wrap gap-2 mt-4">
          <Link to="/">← Back to home</Link>
          <Link to="/delete-account" className="link-danger">
            Delete my account
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}

function SignedOutProfile() {
  return (
    <AuthLayout title="Your profile" lead="Sign in to complete or change your profile.">
      <div className="d-grid gap-2">
        <Link to="/login" className="btn btn-primary btn-lg">
          Sign in
        </Link>
        <Link to="/register" className="btn btn-outline-primary">
          Create an account
        </Link>
      </div>
    </AuthLayout>
  );
}
