import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';
import { deleteAccount } from '../api/delete-account';
import { signIn } from '../api/sign-in';
import { ConfirmCheck } from './confirm-check';
import { CredentialsForm } from './credentials-form';

/** Signed out: the email and password prove whose account it is. */
export function DeleteSignedOutForm({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('accounts');
  const [confirmed, setConfirmed] = useState(false);
  return (
    <CredentialsForm
      label={t('delete.form')}
      onCredentials={async (values) => {
        const { token } = await signIn(values);
        await deleteAccount({ password: values.password }, token);
        onDeleted();
      }}
      submit={(busy) => (
        <>
          <ConfirmCheck checked={confirmed} onChange={setConfirmed} />
          <SubmitButton busy={busy} variant="danger" disabled={!confirmed}>
            {t('delete.submit')}
          </SubmitButton>
        </>
      )}
    />
  );
}
