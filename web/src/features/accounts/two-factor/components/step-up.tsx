import { useTranslation } from 'react-i18next';
import { verifyTwoFactor } from '../api/two-factor';
import { CodeForm } from './code-form';

/** A session that has not proved the second factor (from before it was set up) proves it here. */
export function StepUp({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('twofactor');
  return (
    <section aria-labelledby="two-factor-step-up" className="py-3" style={{ maxWidth: 480 }}>
      <h1 id="two-factor-step-up" className="h4">
        {t('stepUp.title')}
      </h1>
      <p>{t('stepUp.text')}</p>
      <CodeForm
        label={t('stepUp.form')}
        submit={t('stepUp.submit')}
        onCode={async (code, kind) => {
          await verifyTwoFactor(kind, { code });
          onDone();
        }}
      />
    </section>
  );
}

/** Staff who have no second factor yet: the console waits for it. */
export function StaffEnrolment({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('twofactor');
  return (
    <section aria-labelledby="two-factor-enrol" className="py-3" style={{ maxWidth: 560 }}>
      <h1 id="two-factor-enrol" className="h4">
        {t('staff.title')}
      </h1>
      <p>{t('staff.text')}</p>
      {children}
    </section>
  );
}
