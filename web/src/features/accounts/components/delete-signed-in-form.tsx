import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { FieldMessage, type UserDetails } from '@pariksha/contracts/accounts';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { ApiError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { applyApiError } from '../lib/form-errors';
import { ConfirmCheck } from './confirm-check';

/** Signed in: the password confirms (an account from the identity provider has none). */
export function DeleteSignedInForm({
  details,
  onDeleted,
}: {
  details: UserDetails;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('accounts');
  const { register, handleSubmit, setError, formState } = useForm<{ password: string }>({
    defaultValues: { password: '' },
  });
  const remove = useDeleteAccount();
  const [confirmed, setConfirmed] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ password }) => {
    setAlert(null);
    try {
      await remove.mutateAsync({ body: details.hasPassword ? { password } : {} });
      onDeleted();
    } catch (err) {
      // Refused here, FORBIDDEN means the session is too old to delete with.
      const stale = err instanceof ApiError && err.code === 'FORBIDDEN';
      const message = applyApiError(err, setError, ['password']);
      setAlert(stale ? t('delete.signInFirst') : message);
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('delete.form')}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      <p>
        <Trans
          t={t}
          i18nKey="delete.signedInAs"
          values={{ email: details.email }}
          components={{ b: <strong /> }}
        />
      </p>
      {details.hasPassword && (
        <PasswordField
          label={t('delete.passwordToConfirm')}
          autoComplete="current-password"
          registration={register('password', { required: FieldMessage.passwordToConfirm })}
          error={formState.errors.password?.message}
        />
      )}
      <ConfirmCheck checked={confirmed} onChange={setConfirmed} />
      <SubmitButton busy={remove.isPending} variant="danger" disabled={!confirmed}>
        {t('delete.submit')}
      </SubmitButton>
    </Form>
  );
}
