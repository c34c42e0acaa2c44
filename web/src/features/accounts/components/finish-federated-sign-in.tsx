import { useEffect, useRef, useState } from 'react';
import { Loading } from '@/components/loading';
import { ApiError } from '@/lib/api-client';
import { finishFederatedSignIn } from '../api/federated-sign-in';
import { useContinueSession } from '../lib/continue-session';

/** Back from the identity provider: exchanges its session for the token, once. */
export function FinishFederatedSignIn({ onFailed }: { onFailed: (message: string) => void }) {
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
          err instanceof ApiError && err.isNetwork
            ? err.message
            : 'The sign-in with your provider did not finish. Please try again.',
        );
      });
  }, [continueSession, onFailed]);

  if (!working) return null;
  return (
    <div className="mb-4">
      <Loading />
    </div>
  );
}
