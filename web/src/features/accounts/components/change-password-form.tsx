import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ChangePasswordSchema,
  PASSWORD_MIN,
  type ChangePassword,
} from '@pariksha/contracts/accounts';
import { PasswordField } from '@/components/form/password-field';
import { formatNumber } from '@/lib/format';
import { useChangePassword } from '../api/change-password';
import { applyApiError } from '../lib/form-errors';

/** The current password and a new one (the rules of sign-up); the other devices sign out. */
export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const change = useChangePassword();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState, reset } = useForm<ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    setDone(false);
    try {
      await change.mutateAsync(values);
      reset();
      setDone(true);
    } catch (err) {
      setAlert(applyApiError(err, setError, ['currentPassword', 'newPassword']));
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('account.password.form')}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      {done && (
        <Alert variant="success" role="status">
          {t('account.password.done')}
        </Alert>
      )}
      <PasswordField
        label={t('account.password.current')}
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={formState.errors.currentPassword?.message}
      />
      <PasswordField
        label={t('account.password.new')}
        autoComplete="new-password"
        rules={t('register.passwordRules', { min: formatNumber(PASSWORD_MIN) })}
        registration={register('newPassword')}
        error={formState.errors.newPassword?.message}
      />
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {t('account.password.submit')}
      </button>
    </Form>
  );
}
