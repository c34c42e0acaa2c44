import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/loading';
import { ApiError, errorMessage } from '@/lib/api-client';
import { finishFederatedSignIn } from '../api/federated-sign-in';
import { useContinueSession } from '../lib/continue-session';

/** Back from the identity provider: exchanges its session for the token, once. */
export function FinishFederatedSignIn({ onFailed }: { onFailed: (message: string) => void }) {
  const { t } = useTranslation('accounts');
  const continueSession = useContinueSession();
  const started = useRef(false);
  const [working, setWorking] = useState(true);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finishFederatedSignIn()
      .then(continueSession)
      .catch((err: unknown) => {
        setWorking(false);
        onFailed(
          err instanceof ApiError && err.isNetwork ? errorMessage(err) : t('login.ssoFailed'),
        );
      });
  }, [continueSession, onFailed, t]);

  if (!working) return null;
  return (
    <div className="mb-4">
      <Loading />
    </div>
  );
}
