import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { FederatedSignIn } from '../components/federated-sign-in';
import { SignUpForm } from '../components/sign-up-form';

export default function RegisterPage() {
  return (
    <AuthLayout
      welcome
      title="Create your account"
      lead="It takes a minute. Next you tell us which exam you are preparing for."
    >
      <SignUpForm />
      <FederatedSignIn verb="Sign up" />
      <p className="mt-4 mb-0 text-center">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthLayout>
  );
}
