import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeEmailSchema, type ChangeEmail } from '@pariksha/contracts/accounts';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useChangeEmail } from '../api/change-email';
import { applyApiError } from '../lib/form-errors';

/** A new address (changed once confirmed from it), the password confirming when there is one. */
export function ChangeEmailForm({
  current,
  hasPassword,
}: {
  current: string;
  hasPassword: boolean;
}) {
  const { t } = useTranslation('accounts');
  const change = useChangeEmail();
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset } = useForm<ChangeEmail>({
    resolver: zodResolver(ChangeEmailSchema),
    defaultValues: { newEmail: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ newEmail, password }) => {
    setAlert(null);
    setSentTo(null);
    try {
      await change.mutateAsync(hasPassword ? { newEmail, password } : { newEmail });
      reset();
      setSentTo(newEmail);
    } catch (err) {
      setAlert(applyApiError(err, setError, ['newEmail', 'password']));
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('account.email.form')}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      {sentTo && (
        <Alert variant="success" role="status">
          {t('account.email.sent', { email: sentTo, current })}
        </Alert>
      )}
      <TextField
        label={t('account.email.newEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('newEmail')}
        error={formState.errors.newEmail?.message}
      />
      {hasPassword && (
        <PasswordField
          label={t('delete.passwordToConfirm')}
          autoComplete="current-password"
          registration={register('password')}
          error={formState.errors.password?.message}
        />
      )}
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {t('account.email.submit')}
      </button>
    </Form>
  );
}
