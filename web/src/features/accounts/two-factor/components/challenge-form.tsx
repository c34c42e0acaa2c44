import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { AuthResult } from '@pariksha/contracts/accounts';
import { ApiError } from '@/lib/api-client';
import { verifyTwoFactor } from '../api/two-factor';
import { CodeForm } from './code-form';

/**
 * The second step of signing in: the code for the sign-in's `challenge`. A challenge that ran
 * out (ten minutes, five wrong codes) sends the person back to the password with `onExpired`.
 */
export function ChallengeForm({
  challenge,
  onSignedIn,
  onExpired,
}: {
  challenge: string;
  onSignedIn: (result: AuthResult) => Promise<void>;
  onExpired: (message: string) => void;
}) {
  const { t } = useTranslation('twofactor');
  return (
    <div>
      <h2 className="h5">{t('signIn.title')}</h2>
      <p>{t('signIn.text')}</p>
      <CodeForm
        label={t('signIn.form')}
        submit={t('signIn.submit')}
        onCode={async (code, kind) => {
          try {
            await onSignedIn(await verifyTwoFactor(kind, { code, challenge }));
          } catch (err) {
            if (err instanceof ApiError && err.code === 'TWO_FACTOR_CHALLENGE_ENDED')
              return onExpired(t('signIn.expired'));
            throw err;
          }
        }}
      />
      <Button variant="link" className="px-0" onClick={() => onExpired('')}>
        {t('signIn.back')}
      </Button>
    </div>
  );
}
