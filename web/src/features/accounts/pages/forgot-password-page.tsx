import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  RequestPasswordResetSchema,
  type RequestPasswordReset,
} from '@pariksha/contracts/accounts';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { storage } from '@/lib/storage';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { applyApiError } from '../lib/form-errors';

/**
 * "Forgot password?": the address, then the same answer whether or not an account uses it (the
 * server answers alike too).
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  const ask = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<RequestPasswordReset>({
    resolver: zodResolver(RequestPasswordResetSchema),
    defaultValues: { email: storage.getPlain('lastEmail') ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await ask.mutateAsync(values);
      setSentTo(values.email);
    } catch (err) {
      setAlert(applyApiError(err, setError, ['email']));
    }
  });

  return (
    <AuthLayout title={t('forgot.title')} lead={sentTo ? undefined : t('forgot.lead')}>
      {sentTo ? (
        <Alert variant="success" role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-label={t('forgot.form')}>
          {alert && <Alert variant="danger">{alert}</Alert>}
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            registration={register('email')}
            error={formState.errors.email?.message}
          />
          <SubmitButton busy={ask.isPending}>{t('forgot.submit')}</SubmitButton>
        </Form>
      )}
      <p className="mt-4 mb-0 text-center">
        <Link to="/login">{t('forgot.backToSignIn')}</Link>
      </p>
    </AuthLayout>
  );
}
