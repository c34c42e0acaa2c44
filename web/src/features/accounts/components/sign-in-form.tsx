import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { SignInSchema, type SignIn } from '@pariksha/contracts/accounts';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useSignIn } from '../api/sign-in';
import { useContinueSession } from '../lib/continue-session';
import { applyApiError } from '../lib/form-errors';

export function SignInForm() {
  const { t } = useTranslation('accounts');
  const { register, handleSubmit, setError, formState } = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useSignIn();
  const continueSession = useContinueSession();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    setBusy(true);
    try {
      await continueSession(await signIn.mutateAsync(values));
    } catch (err) {
      setAlert(applyApiError(err, setError, ['email', 'password']));
      setBusy(false);
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('login.form')}>
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
      <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>
    </Form>
  );
}
