import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { FederatedSignIn } from '../components/federated-sign-in';
import { SignUpForm } from '../components/sign-up-form';

export default function RegisterPage() {
  const { t } = useTranslation('accounts');
  return (
    <AuthLayout welcome title={t('register.title')} lead={t('register.lead')}>
      <SignUpForm />
      <FederatedSignIn mode="signUp" />
      <p className="mt-4 mb-0 text-center">
        <Trans t={t} i18nKey="register.haveAccount" components={{ login: <Link to="/login" /> }} />
      </p>
    </AuthLayout>
  );
}
