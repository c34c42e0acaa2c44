import { useState, type ReactNode } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TwoFactorPasswordSchema, type TwoFactorPassword } from '@pariksha/contracts/two-factor';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { applyApiError } from '../../lib/form-errors';

/**
 * A change to two-step sign-in, confirmed with the account's password (an account made through
 * the identity provider has none here and only presses the button). A refusal is shown at the
 * field or above the form.
 */
export function PasswordConfirmForm({
  hasPassword,
  label,
  submit,
  variant,
  className,
  children,
  onConfirm,
}: {
  hasPassword: boolean;
  label: string;
  submit: string;
  variant?: string;
  className?: string;
  children: ReactNode;
  onConfirm: (values: TwoFactorPassword) => Promise<void>;
}) {
  const { register, handleSubmit, setError, formState } = useForm<TwoFactorPassword>({
    resolver: zodResolver(TwoFactorPasswordSchema),
    defaultValues: hasPassword ? { password: '' } : {},
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    setBusy(true);
    try {
      await onConfirm(values);
    } catch (err) {
      setAlert(applyApiError(err, setError, ['password']));
    }
    setBusy(false);
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={label} className={className}>
      {children}
      {alert && <Alert variant="danger">{alert}</Alert>}
      {hasPassword && (
        <PasswordField
          autoComplete="current-password"
          registration={register('password')}
          error={formState.errors.password?.message}
        />
      )}
      <SubmitButton busy={busy} variant={variant}>
        {submit}
      </SubmitButton>
    </Form>
  );
}
