import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { UserDetails } from '@pariksha/contracts/accounts';
import { Loading } from '@/components/loading';
import { errorMessage } from '@/lib/api-client';
import { useCategories } from '@/lib/api/get-categories';
import { useUserDetails } from '@/lib/api/get-user-details';
import { setSession, updateStoredUser, useToken } from '@/lib/session';
import { AuthLayout } from '../components/auth-layout';
import { LeaderboardNameForm } from '../components/leaderboard-name-form';
import { PhotoPicker } from '../components/photo-picker';
import { ProfileForm } from '../components/profile-form';
import { applyAccountLanguage, pendingOf, storedUserOf } from '../lib/continue-session';

/**
 * Onboarding after sign-up (signed out, holding the new token in the navigation state until the
 * profile is complete), and managing the profile when signed in.
 */
export default function ProfilePage() {
  const { t } = useTranslation('accounts');
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
      // A language chosen while onboarding is stored with the account now.
      void applyAccountLanguage(d, token);
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
      title={onboarding ? t('profile.onboardingTitle') : t('profile.title')}
      lead={onboarding ? t('profile.onboardingLead') : details.data?.email}
    >
      {failure ? (
        <Alert variant="danger">
          {errorMessage(failure, t('profile.loadFailed'))}{' '}
          {onboarding && <Link to="/login">{t('profile.signInAgain')}</Link>}
        </Alert>
      ) : !details.data || !categories.data ? (
        <Loading />
      ) : (
        <>
          {saved && (
            <Alert variant="success" role="status">
              {t('profile.saved')}
            </Alert>
          )}
          <PhotoPicker token={token} imageUrl={details.data.imageUrl} onChanged={onPhoto} />
          <ProfileForm
            token={token}
            details={details.data}
            categories={categories.data}
            submitLabel={onboarding ? t('profile.startLearning') : t('profile.saveChanges')}
            onSaved={onSaved}
          />
          {!onboarding && (
            <LeaderboardNameForm token={token} details={details.data} onSaved={onSaved} />
          )}
        </>
      )}
      {!onboarding && (
        <div className="d-flex justify-content-between flex-wrap gap-2 mt-4">
          <Link to="/">
            <span aria-hidden="true">← </span>
            {t('profile.backHome')}
          </Link>
          <Link to="/account">{t('profile.account')}</Link>
          <Link to="/two-factor">{t('profile.twoFactor')}</Link>
          <Link to="/delete-account" className="link-danger">
            {t('profile.deleteAccount')}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}

function SignedOutProfile() {
  const { t } = useTranslation('accounts');
  return (
    <AuthLayout title={t('profile.title')} lead={t('profile.signedOutLead')}>
      <div className="d-grid gap-2">
        <Link to="/login" className="btn btn-primary btn-lg">
          {t('profile.signIn')}
        </Link>
        <Link to="/register" className="btn btn-outline-primary">
          {t('profile.createAccount')}
        </Link>
      </div>
    </AuthLayout>
  );
}
