import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { UserDetails } from '@pariksha/contracts/accounts';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
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
      setAlert(applyApiError(err, setError, ['password']));
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Delete account">
      {alert && <Alert variant="danger">{alert}</Alert>}
      <p>
        Signed in as <strong>{details.email}</strong>.
      </p>
      {details.hasPassword && (
        <PasswordField
          label="Your password, to confirm"
          autoComplete="current-password"
          registration={register('password', { required: 'Enter your password to confirm' })}
          error={formState.errors.password?.message}
        />
      )}
      <ConfirmCheck checked={confirmed} onChange={setConfirmed} />
      <SubmitButton busy={remove.isPending} variant="danger" disabled={!confirmed}>
        Delete my account for good
      </SubmitButton>
    </Form>
  );
}
