import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { DeleteAccountSignedOutSchema, type SignIn } from '@pariksha/contracts/accounts';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { deleteAccount } from '../api/delete-account';
import { signIn } from '../api/sign-in';
import { applyApiError } from '../lib/form-errors';
import { ConfirmCheck } from './confirm-check';

/** Signed out: the email and password prove whose account it is. */
export function DeleteSignedOutForm({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('accounts');
  const { register, handleSubmit, setError, formState } = useForm<SignIn>({
    resolver: zodResolver(DeleteAccountSignedOutSchema),
    defaultValues: { email: '', password: '' },
  });
  const [confirmed, setConfirmed] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    setBusy(true);
    try {
      const { token } = await signIn(values);
      await deleteAccount({ password: values.password }, token);
      onDeleted();
    } catch (err) {
      setAlert(applyApiError(err, setError, ['email', 'password']));
      setBusy(false);
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('delete.form')}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        registration={register('email')}
        error={formState.errors.email?.message}
      />
      <PasswordField
        autoComplete="current-password"
        registration={register('password')}
        error={formState.errors.password?.message}
      />
      <ConfirmCheck checked={confirmed} onChange={setConfirmed} />
      <SubmitButton busy={busy} variant="danger" disabled={!confirmed}>
        {t('delete.submit')}
      </SubmitButton>
    </Form>
  );
}
