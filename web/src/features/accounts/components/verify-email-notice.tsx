import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useUserDetails } from '@/lib/api/get-user-details';
import { alertMessage } from '../lib/form-errors';
import { useSendVerificationEmail } from '../api/send-verification-email';

const DISMISSED = 'verifyNoticeDismissed';
// Plain Bootstrap markup: the shell draws this, so it stays out of the entry chunk's weight.

/**
 * "Confirm your email address … Send again" on home and the account screen while the address is
 * unconfirmed: the app works all the same. Dismissed, it stays away for this tab's session.
 */
export function VerifyEmailNotice({ token, hidden }: { token: string; hidden: boolean }) {
  return hidden ? null : <Notice token={token} />;
}

function Notice({ token }: { token: string }) {
  const { t } = useTranslation('accounts');
  const details = useUserDetails(token);
  const send = useSendVerificationEmail();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED) === '1');
  const d = details.data;
  if (dismissed || !d || d.emailVerified) return null;

  const dismiss = () => {
    sessionStorage.setItem(DISMISSED, '1');
    setDismissed(true);
  };
  return (
    <section
      className="bg-info-subtle border-bottom border-info-subtle"
      aria-label={t('notice.label')}
      data-testid="verify-email-notice"
    >
      <div className="container-xl py-2 d-flex flex-wrap align-items-center column-gap-3 row-gap-1">
        <span className="flex-grow-1">
          {/* The address is the learner's own, written as it is in any language. */}
          <Trans
            t={t}
            i18nKey="notice.text"
            values={{ email: d.email }}
            components={{ email: <bdi translate="no" /> }}
          />
        </span>
        <span role="status" className="small">
          {send.isSuccess ? t('notice.sent') : send.error ? alertMessage(send.error) : null}
        </span>
        {!send.isSuccess && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={send.isPending}
            onClick={() => send.mutate()}
          >
            {t('notice.send')}
          </button>
        )}
        <button
          type="button"
          className="btn-close"
          aria-label={t('notice.dismiss')}
          onClick={dismiss}
        />
      </div>
    </section>
  );
}
