import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULES, SignUpSchema, type SignUp } from '@pariksha/contracts/accounts';
import { ApiError } from '@/lib/api-client';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useSignUp } from '../api/sign-up';
import { useContinueSession } from '../lib/continue-session';
import { applyApiError } from '../lib/form-errors';

export function SignUpForm() {
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
    <Form noValidate onSubmit={onSubmit} aria-label="Create an account">
      {alert && (
        <Alert variant="danger">
          {alert} {taken && <Link to="/login">Sign in</Link>}
        </Alert>
      )}
      <TextField
        label="Your name"
        autoComplete="name"
        registration={register('name')}
        error={formState.errors.name?.message}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={formState.errors.email?.message}
      />
      <PasswordField
        autoComplete="new-password"
        rules={PASSWORD_RULES}
        registration={register('password')}
        error={formState.errors.password?.message}
      />
      <p className="small text-body-secondary">
        By creating an account you agree to the{' '}
        <Link to="/termsandconditions">terms and conditions</Link> and the{' '}
        <Link to="/privacypolicy">privacy policy</Link>.
      </p>
      <SubmitButton busy={busy}>Create account</SubmitButton>
    </Form>
  );
}
