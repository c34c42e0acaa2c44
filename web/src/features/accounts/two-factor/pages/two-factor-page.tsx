import { useReducer } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { replaceSessionToken } from '@/lib/session';
import { disableTwoFactor, useTwoFactorStatus } from '../api/two-factor';
import { EnrolPanel } from '../components/enrol-panel';
import { PasswordConfirmForm } from '../components/password-confirm-form';
import { pendingCodes } from '../lib/pending-codes';
import { useHasPassword } from '../lib/use-has-password';

/** /two-factor: two-step sign-in for one's own account; optional for learners, kept by staff. */
export default function TwoFactorPage() {
  const { t } = useTranslation('twofactor');
  const status = useTwoFactorStatus();
  const hasPassword = useHasPassword();
  // Saving the backup codes changes what is shown, whatever the status then reads.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  if (status.isPending || hasPassword === undefined) return <Loading />;
  if (status.error) return <QueryError error={status.error} retry={() => void status.refetch()} />;
  const on = status.data.enabled;
  // Just set up: on, with the backup codes still to be shown by the set-up panel.
  const settingUp = !on || pendingCodes();
  return (
    <section aria-labelledby="two-factor-title" className="py-3" style={{ maxWidth: 560 }}>
      <h1 id="two-factor-title" className="h3">
        {t('page.title')}
      </h1>
      <p>{t('page.lead')}</p>
      <p>
        <span className={`badge ${on ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {on ? t('page.on') : t('page.off')}
        </span>
      </p>
      {status.data.required && <Alert variant="info">{t('page.required')}</Alert>}
      {settingUp && (
        <EnrolPanel
          hasPassword={hasPassword}
          onDone={() => {
            redraw();
            void status.refetch();
          }}
        />
      )}
      {!settingUp && !status.data.required && (
        <TurnOff hasPassword={hasPassword} onDone={() => void status.refetch()} />
      )}
    </section>
  );
}

function TurnOff({ hasPassword, onDone }: { hasPassword: boolean; onDone: () => void }) {
  const { t } = useTranslation('twofactor');
  return (
    <PasswordConfirmForm
      hasPassword={hasPassword}
      label={t('page.offForm')}
      submit={t('page.turnOff')}
      variant="outline-danger"
      className="mt-4"
      onConfirm={async (values) => {
        replaceSessionToken((await disableTwoFactor(values)).token);
        onDone();
      }}
    >
      <h2 className="h5">{t('page.offTitle')}</h2>
    </PasswordConfirmForm>
  );
}
