import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';
import { deleteAccount } from '../api/delete-account';
import { isTwoFactorChallenge } from '@pariksha/contracts/two-factor';
import { signIn } from '../api/sign-in';
import { ChallengeForm } from '@/features/accounts/two-factor/components/challenge-form';
import { ConfirmCheck } from './confirm-check';
import { CredentialsForm } from './credentials-form';

/** Signed out: the email and password prove whose account it is. */
export function DeleteSignedOutForm({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('accounts');
  const [confirmed, setConfirmed] = useState(false);
  // An account with two-step sign-in answers its code before it is deleted.
  const [pending, setPending] = useState<{ challenge: string; password: string } | null>(null);
  if (pending)
    return (
      <ChallengeForm
        challenge={pending.challenge}
        onSignedIn={async ({ token }) => {
          await deleteAccount({ password: pending.password }, token);
          onDeleted();
        }}
        onExpired={() => setPending(null)}
      />
    );
  return (
    <CredentialsForm
      label={t('delete.form')}
      onCredentials={async (values) => {
        const answer = await signIn(values);
        if (isTwoFactorChallenge(answer))
          return setPending({ challenge: answer.challenge, password: values.password });
        await deleteAccount({ password: values.password }, answer.token);
        onDeleted();
      }}
      submit={(busy) => (
        <>
          <ConfirmCheck checked={confirmed} onChange={setConfirmed} />
          <SubmitButton busy={busy} variant="danger" disabled={!confirmed}>
            {t('delete.submit')}
          </SubmitButton>
        </>
      )}
    />
  );
}
