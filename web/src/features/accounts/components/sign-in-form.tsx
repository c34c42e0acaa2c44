import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { isTwoFactorChallenge } from '@pariksha/contracts/two-factor';
import { SubmitButton } from '@/components/form/submit-button';
import { storage } from '@/lib/storage';
import { useSignIn } from '../api/sign-in';
import { useContinueSession } from '../lib/continue-session';
import { ChallengeForm } from '@/features/accounts/two-factor/components/challenge-form';
import { CredentialsForm } from './credentials-form';

/**
 * Email and password, then the authenticator's code when the account asks for one; the email of
 * a session that ended by itself is filled in.
 */
export function SignInForm() {
  const { t } = useTranslation('accounts');
  const signIn = useSignIn();
  const continueSession = useContinueSession();
  const [challenge, setChallenge] = useState<{ email: string; value: string } | null>(null);
  const [notice, setNotice] = useState('');
  if (challenge)
    return (
      <ChallengeForm
        challenge={challenge.value}
        onSignedIn={continueSession}
        onExpired={(message) => {
          setNotice(message);
          storage.setPlain('lastEmail', challenge.email);
          setChallenge(null);
        }}
      />
    );
  return (
    <>
      {notice && <Alert variant="warning">{notice}</Alert>}
      <CredentialsForm
        label={t('login.form')}
        email={storage.getPlain('lastEmail') ?? ''}
        onCredentials={async (values) => {
          const answer = await signIn.mutateAsync(values);
          if (isTwoFactorChallenge(answer))
            return setChallenge({ email: values.email, value: answer.challenge });
          await continueSession(answer);
        }}
        submit={(busy) => <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>}
      />
    </>
  );
}
