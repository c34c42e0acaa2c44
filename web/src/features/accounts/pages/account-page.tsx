import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { useUserDetails } from '@/lib/api/get-user-details';
import { useToken } from '@/lib/session';
import { ChangeEmailForm } from '../components/change-email-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { DevicesList } from '../components/devices-list';

/**
 * /account: the account's address, password and signed-in devices, and the way to its two-step
 * sign-in (/two-factor). An account made through the identity provider has no password here, so
 * it is not offered a change that cannot work.
 */
export default function AccountPage() {
  const { t } = useTranslation('accounts');
  const details = useUserDetails(useToken());
  const d = details.data;
  return (
    <div className="row justify-content-center">
      <div className="col-12 col-lg-9 col-xl-8">
        <h1 className="h3 mb-1">{t('account.title')}</h1>
        <p className="text-body-secondary mb-4">{t('account.lead')}</p>
        {details.error ? (
          <QueryError error={details.error} retry={() => details.refetch()} />
        ) : !d ? (
          <Loading />
        ) : (
          <>
            <Section id="account-email" title={t('account.email.heading')}>
              <p>
                <span className="fw-semibold text-break">{d.email}</span>{' '}
                <span
                  className={`badge ${d.emailVerified ? 'text-bg-success' : 'text-bg-warning'}`}
                >
                  {d.emailVerified ? t('account.email.verified') : t('account.email.unverified')}
                </span>
              </p>
              <ChangeEmailForm current={d.email} hasPassword={d.hasPassword} />
            </Section>
            <Section id="account-password" title={t('account.password.heading')}>
              {d.hasPassword ? (
                <ChangePasswordForm />
              ) : (
                <p className="mb-0">{t('account.password.none')}</p>
              )}
            </Section>
            <Section id="account-devices" title={t('account.devices.heading')}>
              <p className="text-body-secondary">{t('account.devices.lead')}</p>
              <DevicesList />
            </Section>
            <Section id="account-two-factor" title={t('account.twoFactor.heading')}>
              <p className="text-body-secondary">{t('account.twoFactor.lead')}</p>
              <Link to="/two-factor">{t('account.twoFactor.manage')}</Link>
            </Section>
          </>
        )}
        <div className="d-flex justify-content-between flex-wrap gap-2">
          <Link to="/profile">{t('account.profile')}</Link>
          <Link to="/delete-account" className="link-danger">
            {t('profile.deleteAccount')}
          </Link>
        </div>
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby={id}>
      <div className="card-body p-4">
        <h2 id={id} className="h5 mb-3">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
