import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MIN,
  SignUpSchema,
  type SignUp,
} from '@pariksha/contracts/accounts';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useSignUp } from '../api/sign-up';
import { useContinueSession } from '../lib/continue-session';
import { applyApiError } from '../lib/form-errors';

export function SignUpForm() {
  const { t } = useTranslation('accounts');
  const { register, handleSubmit, setError, formState } = useForm<SignUp>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const signUp = useSignUp();
  const continueSession = useContinueSession();
  const [alert, setAlert] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    setTaken(false);
    setBusy(true);
    try {
      await continueSession(await signUp.mutateAsync(values));
    } catch (err) {
      setTaken(err instanceof ApiError && err.code === 'EMAIL_TAKEN');
      setAlert(applyApiError(err, setError, ['name', 'email', 'password']));
      setBusy(false);
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('register.form')}>
      {alert && (
        <Alert variant="danger">
          {alert} {taken && <Link to="/login">{t('register.signIn')}</Link>}
        </Alert>
      )}
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        registration={register('name')}
        error={formState.errors.name?.message}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={formState.errors.email?.message}
      />
      <PasswordField
        autoComplete="new-password"
        rules={t('register.passwordRules', { min: formatNumber(PASSWORD_MIN) })}
        registration={register('password')}
        error={formState.errors.password?.message}
      />
      <p className="small text-body-secondary">
        <Trans
          t={t}
          i18nKey="register.agree"
          components={{
            terms: <Link to="/termsandconditions" />,
            privacy: <Link to="/privacypolicy" />,
          }}
        />
      </p>
      <SubmitButton busy={busy}>{t('register.submit')}</SubmitButton>
    </Form>
  );
}
