import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { TwoFactorEnrolment } from '@pariksha/contracts/two-factor';
import { replaceSessionToken } from '@/lib/session';
import { enableTwoFactor, verifyTwoFactor } from '../api/two-factor';
import { holdCodes, pendingCodes, releaseCodes } from '../lib/pending-codes';
import { CodeForm } from './code-form';
import { PasswordConfirmForm } from './password-confirm-form';

/**
 * Setting up an authenticator app: the password (accounts that have one), then the QR code and
 * the secret to type by hand, a first code to confirm, and the backup codes, shown once.
 */
export function EnrolPanel({ hasPassword, onDone }: { hasPassword: boolean; onDone: () => void }) {
  const { t } = useTranslation('twofactor');
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(pendingCodes);
  if (codes)
    return (
      <BackupCodes
        codes={codes}
        onDone={() => {
          releaseCodes();
          onDone();
        }}
      />
    );
  if (!enrolment) return <PasswordStep hasPassword={hasPassword} onEnrolment={setEnrolment} />;
  return (
    <div>
      <h2 className="h5">{t('enrol.scanTitle')}</h2>
      <p>{t('enrol.scan')}</p>
      <div className="bg-white p-3 d-inline-block border rounded mb-3">
        <QRCodeSVG value={enrolment.totpURI} size={184} title={t('enrol.qr')} role="img" />
      </div>
      <p className="mb-1">{t('enrol.manual')}</p>
      <p>
        <code className="fs-6 text-break text-body" data-testid="totp-secret">
          {enrolment.secret}
        </code>
      </p>
      <CodeForm
        label={t('enrol.confirmForm')}
        submit={t('enrol.confirm')}
        backup={false}
        onCode={async (code) => {
          const done = await verifyTwoFactor('totp', { code });
          holdCodes(enrolment.backupCodes);
          setCodes(enrolment.backupCodes);
          replaceSessionToken(done.token);
        }}
      />
    </div>
  );
}

/** The backup codes, shown once. */
function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('twofactor');
  return (
    <div>
      <h2 className="h5">{t('enrol.codesTitle')}</h2>
      <Alert variant="warning">{t('enrol.codesOnce')}</Alert>
      <ul
        className="list-unstyled row row-cols-2 g-2 font-monospace"
        aria-label={t('enrol.codesList')}
      >
        {codes.map((c) => (
          <li key={c} className="col">
            {c}
          </li>
        ))}
      </ul>
      <Button
        variant="outline-secondary"
        className="me-2 mb-2"
        onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}
      >
        {t('enrol.copyCodes')}
      </Button>
      <Button className="mb-2" onClick={onDone}>
        {t('enrol.saved')}
      </Button>
    </div>
  );
}

function PasswordStep({
  hasPassword,
  onEnrolment,
}: {
  hasPassword: boolean;
  onEnrolment: (e: TwoFactorEnrolment) => void;
}) {
  const { t } = useTranslation('twofactor');
  return (
    <PasswordConfirmForm
      hasPassword={hasPassword}
      label={t('enrol.startForm')}
      submit={t('enrol.start')}
      onConfirm={async (values) => onEnrolment(await enableTwoFactor(values))}
    >
      <p>{t('enrol.intro')}</p>
    </PasswordConfirmForm>
  );
}
