import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_MIN,
  ResetPasswordSchema,
  type ResetPassword,
} from '@pariksha/contracts/accounts';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { clearSession, useToken } from '@/lib/session';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { applyApiError } from '../lib/form-errors';

/**
 * Where a reset mail's link leads (`?token=`, or `?error=` for a link that no longer works): a
 * new password with the rules of sign-up. Every session ends, this device's too.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [invalid, setInvalid] = useState(!token || params.has('error'));
  const [done, setDone] = useState(false);

  return (
    <AuthLayout title={t('reset.title')} lead={invalid || done ? undefined : t('reset.lead')}>
      {invalid ? (
        <>
          <Alert variant="warning">{t('reset.invalid')}</Alert>
          <div className="d-grid gap-2">
            <Link to="/forgot-password" className="btn btn-primary btn-lg">
              {t('reset.sendNew')}
            </Link>
            <Link to="/login" className="btn btn-link">
              {t('forgot.backToSignIn')}
            </Link>
          </div>
        </>
      ) : done ? (
        <Done />
      ) : (
        <NewPasswordForm
          token={token}
          onDone={() => setDone(true)}
          onInvalid={() => setInvalid(true)}
        />
      )}
    </AuthLayout>
  );
}

function NewPasswordForm({
  token,
  onDone,
  onInvalid,
}: {
  token: string;
  onDone: () => void;
  onInvalid: () => void;
}) {
  const { t } = useTranslation('accounts');
  const reset = useResetPassword();
  const signedIn = !!useToken();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ResetPassword>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { token, newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await reset.mutateAsync(values);
      // Every session of the account has ended, this device's too.
      if (signedIn) clearSession();
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'LINK_INVALID') return onInvalid();
      setAlert(applyApiError(err, setError, ['newPassword']));
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('reset.form')}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      <PasswordField
        label={t('reset.newPassword')}
        autoComplete="new-password"
        rules={t('register.passwordRules', { min: formatNumber(PASSWORD_MIN) })}
        registration={register('newPassword')}
        error={formState.errors.newPassword?.message}
      />
      <SubmitButton busy={reset.isPending}>{t('reset.submit')}</SubmitButton>
    </Form>
  );
}

function Done() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <Alert variant="success" role="status">
        {t('reset.done')}
      </Alert>
      <div className="d-grid">
        <Link to="/login" className="btn btn-primary btn-lg">
          {t('reset.signIn')}
        </Link>
      </div>
    </>
  );
}
