import { useState, type ReactNode } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { SignInSchema, type SignIn } from '@pariksha/contracts/accounts';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { applyApiError } from '../lib/form-errors';

/**
 * Email and password, for signing in and for deleting an account signed out. A failure of
 * `onCredentials` is placed on its field or said above the form; `submit` draws the rest of the
 * form (its button is busy from submitting until a failure). `email` fills the email in;
 * `fixedEmail` fills it in for good (signing in again as the same person).
 */
export function CredentialsForm({
  label,
  onCredentials,
  submit,
  email = '',
  fixedEmail = false,
}: {
  label: string;
  onCredentials: (values: SignIn) => Promise<void>;
  submit: (busy: boolean) => ReactNode;
  email?: string;
  fixedEmail?: boolean;
}) {
  const { t } = useTranslation('accounts');
  const { register, handleSubmit, setError, formState } = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email, password: '' },
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    setBusy(true);
    try {
      await onCredentials(values);
    } catch (err) {
      setAlert(applyApiError(err, setError, ['email', 'password']));
      setBusy(false);
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={label}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        readOnly={fixedEmail}
        registration={register('email')}
        error={formState.errors.email?.message}
      />
      <PasswordField
        autoComplete="current-password"
        registration={register('password')}
        error={formState.errors.password?.message}
      />
      {submit(busy)}
    </Form>
  );
}
