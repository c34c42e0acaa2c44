import { useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';
import { getUserDetails } from '@/lib/api/get-user-details';
import { renewSession, useEndedSession } from '@/lib/session-expiry';
import { signIn } from '../api/sign-in';
import { storedUserOf } from '../lib/continue-session';
import { CredentialsForm } from './credentials-form';

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
        <CredentialsForm
          label={t('signInAgain.form')}
          email={email}
          fixedEmail={!!email}
          onCredentials={async (values) => {
            const result = await signIn(values);
            const details = await getUserDetails({ token: result.token });
            renewSession(result.token, storedUserOf(details));
          }}
          submit={(busy) => <SubmitButton busy={busy}>{t('signInAgain.submit')}</SubmitButton>}
        />
      </Modal.Body>
    </Modal>
  );
}
