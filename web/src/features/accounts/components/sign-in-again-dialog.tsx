import { useRef, useState } from 'react';
import type { AuthResult } from '@pariksha/contracts/accounts';
import { isTwoFactorChallenge } from '@pariksha/contracts/two-factor';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';
import { getUserDetails } from '@/lib/api/get-user-details';
import { renewSession, useEndedSession } from '@/lib/session-expiry';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';
import { signIn } from '../api/sign-in';
import { storedUserOf } from '../lib/continue-session';
import { ChallengeForm } from '@/features/accounts/two-factor/components/challenge-form';
import { CredentialsForm } from './credentials-form';
import { FederatedSignIn } from './federated-sign-in';

/**
 * The session ended during a test: signing in again happens here, over the test, whose clock
 * runs on and whose answers wait on this device. Signed in, the test's waiting calls go on with
 * the new session. It cannot be dismissed: without a session nothing more reaches the server.
 */
export default function SignInAgainDialog() {
  const { t } = useTranslation('accounts');
  const ended = useEndedSession();
  const body = useRef<HTMLDivElement>(null);
  const email = ended?.email ?? '';
  const [challenge, setChallenge] = useState<string | null>(null);
  const signedIn = async (result: AuthResult) => {
    const details = await getUserDetails({ token: result.token });
    setChallenge(null);
    renewSession(result.token, storedUserOf(details));
  };
  // Through the identity provider any account may come back: the test is this one's only.
  const signedInElsewhere = async (result: AuthResult) => {
    if (email && result.user.email.toLowerCase() !== email.toLowerCase()) {
      await api(AccountPaths.signOut, { method: 'POST', body: {}, token: result.token }).catch(
        () => undefined,
      );
      throw new Error(t('signInAgain.otherAccount', { email, other: result.user.email }));
    }
    await signedIn(result);
  };
  return (
    <Modal
      show={!!ended}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby="sign-in-again-title"
      aria-describedby="sign-in-again-text"
      // The email is there already: the password is what is asked for.
      onEntered={() =>
        body.current
          ?.querySelector<HTMLInputElement>(email ? 'input[type="password"]' : 'input')
          ?.focus()
      }
    >
      <Modal.Header>
        <Modal.Title id="sign-in-again-title" as="h2" className="h5">
          {t('signInAgain.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body ref={body}>
        <p id="sign-in-again-text">{t('signInAgain.text')}</p>
        {challenge ? (
          <ChallengeForm
            challenge={challenge}
            onSignedIn={signedIn}
            onExpired={() => setChallenge(null)}
          />
        ) : (
          <>
            <CredentialsForm
              label={t('signInAgain.form')}
              email={email}
              fixedEmail={!!email}
              onCredentials={async (values) => {
                const answer = await signIn(values);
                if (isTwoFactorChallenge(answer)) return setChallenge(answer.challenge);
                await signedIn(answer);
              }}
              submit={(busy) => <SubmitButton busy={busy}>{t('signInAgain.submit')}</SubmitButton>}
            />
            <FederatedSignIn inPlace={{ onSignedIn: signedInElsewhere }} />
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
