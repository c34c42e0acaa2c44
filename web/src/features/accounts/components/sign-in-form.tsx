import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';
import { storage } from '@/lib/storage';
import { useSignIn } from '../api/sign-in';
import { useContinueSession } from '../lib/continue-session';
import { CredentialsForm } from './credentials-form';

/** Email and password; the email of a session that ended by itself is filled in. */
export function SignInForm() {
  const { t } = useTranslation('accounts');
  const signIn = useSignIn();
  const continueSession = useContinueSession();
  return (
    <CredentialsForm
      label={t('login.form')}
      email={storage.getPlain('lastEmail') ?? ''}
      onCredentials={async (values) => continueSession(await signIn.mutateAsync(values))}
      submit={(busy) => <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>}
    />
  );
}
